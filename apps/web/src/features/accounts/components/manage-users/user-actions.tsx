import type { ReactNode } from 'react';
import { App, Button, Popconfirm, Space } from 'antd';
import { DeleteOutlined, EditOutlined, MailOutlined, PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CompanyUser } from '@gembourse/contracts/company-users';
import { PERM } from '@gembourse/contracts/permissions';
import { usePermissionCheck } from '../../../../shared/permissions/use-permission.tsx';
import { useManageWrite, userActions, type UserAction } from '../../api-manage-users.ts';

/** What each confirmed action says when done (namespace manage). */
const DONE = { activate: 'done.activated', deactivate: 'done.disabled', remove: 'done.deleted', resend: 'done.resent' } as const;

interface UserActionsProps {
  companyId: number;
  user: CompanyUser;
  /** The user is the caller and the company's only administrator: they may not disable or delete themselves. */
  lastAdmin: boolean;
  onEdit: (user: CompanyUser) => void;
}

/** A name for confirmations and screen readers: the person's name, else their e-mail. */
const displayName = (user: Pick<CompanyUser, 'actualName' | 'email'>) => user.actualName.trim() || user.email;

/**
 * A user's row actions, each behind its permission point (SPEC §6: a control the caller may not use is not shown):
 * Edit; Resend invitation while invited; Activate a disabled user or Disable an active one; Delete. Each but Edit asks
 * first. The last administrator's own row offers neither Disable nor Delete.
 */
export function UserActions({ companyId, user, lastAdmin, onEdit }: UserActionsProps) {
  const { t } = useTranslation('manage');
  const { message } = App.useApp();
  const may = usePermissionCheck();
  const name = displayName(user);
  const write = useManageWrite(
    companyId,
    (action: UserAction) => userActions[action](user.id),
    (_result, action) => void message.success({ content: t(DONE[action], { name, email: user.email }), key: `user-${action}` }),
  );
  const busy = (action: UserAction) => write.isPending && write.variables === action;

  const confirmed = (action: UserAction, icon: ReactNode, label: string, danger: boolean) => (
    <Popconfirm
      key={action}
      title={t(`confirm.${action}Title`, { name })}
      description={<span className="gb-manage-confirm">{t(`confirm.${action}Text`, { email: user.email })}</span>}
      okText={label}
      cancelText={t('actions.cancel')}
      okButtonProps={{ danger }}
      // The catalogue toasts a refusal (the server's message says why); the confirmation closes either way.
      onConfirm={() => write.mutateAsync(action).catch(() => undefined)}
    >
      <Button
        type="link"
        size="small"
        danger={danger}
        icon={icon}
        loading={busy(action)}
        aria-label={t('actions.named', { action: label, name })}
      >
        {label}
      </Button>
    </Popconfirm>
  );

  const items: ReactNode[] = [];
  if (may(PERM.manageUserEdit)) {
    items.push(
      <Button
        key="edit"
        type="link"
        size="small"
        icon={<EditOutlined />}
        onClick={() => onEdit(user)}
        aria-label={t('actions.named', { action: t('actions.edit'), name })}
      >
        {t('actions.edit')}
      </Button>,
    );
  }
  if (user.status === 'invited' && may(PERM.manageUserAdd)) items.push(confirmed('resend', <MailOutlined />, t('actions.resend'), false));
  if (may(PERM.manageUserStatus)) {
    if (user.status === 'disabled') items.push(confirmed('activate', <PlayCircleOutlined />, t('actions.activate'), false));
    if (user.status === 'active' && !lastAdmin) items.push(confirmed('deactivate', <PauseCircleOutlined />, t('actions.disable'), true));
  }
  if (may(PERM.manageUserDelete) && !lastAdmin) items.push(confirmed('remove', <DeleteOutlined />, t('actions.delete'), true));

  return items.length ? (
    <Space size={0} wrap className="gb-manage-actions">
      {items}
    </Space>
  ) : null;
}
