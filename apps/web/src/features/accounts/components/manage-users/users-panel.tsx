import { useCallback, useState } from 'react';
import { Alert, Button, Select, Tooltip } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CompanyUser, CompanyUserStatus } from '@gembourse/contracts/company-users';
import { PERM } from '@gembourse/contracts/permissions';
import { errorMessageOf } from '../../../../shared/api/api-error.ts';
import { usePermission } from '../../../../shared/permissions/use-permission.tsx';
import { useCompanyRoles, useCompanyUsers } from '../../api-manage-users.ts';
import { EditUserPanel } from './edit-user-panel.tsx';
import { InvitePanel } from './invite-panel.tsx';
import type { ManageUrlState } from './manage-url-state.ts';
import { SeatUsage } from './seat-usage.tsx';
import { seatsLeft } from './seats.ts';
import { UserTable } from './user-table.tsx';

/** The filter's statuses (SPEC §4), the usual ones first; pending = registered by themselves, not yet activated. */
const FILTER_STATUSES = ['invited', 'active', 'disabled', 'pending'] as const satisfies readonly CompanyUserStatus[];

/** What the panel has open over the list. */
type Panel = { kind: 'invite' } | { kind: 'edit'; user: CompanyUser } | null;

interface UsersPanelProps {
  companyId: number;
  state: ManageUrlState;
  update: (patch: Partial<ManageUrlState>) => void;
}

/**
 * The user list of /home/manage-user (issue 13 item 1): a status filter and paging kept in the URL, the plan's seats,
 * "Invite users" and each row's actions, every control behind its permission point.
 */
export function UsersPanel({ companyId, state, update }: UsersPanelProps) {
  const { t } = useTranslation(['manage', 'common']);
  const mayInvite = usePermission(PERM.manageUserAdd);
  const mayEdit = usePermission(PERM.manageUserEdit);
  const users = useCompanyUsers(companyId, { status: state.status, pageNum: state.pageNum, pageSize: state.pageSize });
  // The forms' role select and the role names; a failure here only leaves the select empty.
  const roles = useCompanyRoles(companyId, mayInvite || mayEdit);
  const [panel, setPanel] = useState<Panel>(null);
  const list = users.data?.list;
  const seats = users.data?.seats;
  const left = seatsLeft(seats);

  // The caller is the last administrator when no other active administrator is listed. With a filter or several pages
  // the list may not show them all: the page then errs on the side of offering less, and the server decides anyway.
  const isLastAdmin = useCallback(
    (user: CompanyUser) =>
      user.self && user.companyRole === 'admin' && !(list ?? []).some((o) => !o.self && o.companyRole === 'admin' && o.status === 'active'),
    [list],
  );
  const onEdit = useCallback((user: CompanyUser) => setPanel({ kind: 'edit', user }), []);
  const close = () => setPanel(null);

  return (
    <section className="gb-manage-users" aria-labelledby="gb-manage-users-title">
      <h2 id="gb-manage-users-title" className="gb-sr-only">
        {t('manage:tabs.users')}
      </h2>
      <div className="gb-manage-toolbar" role="toolbar" aria-label={t('manage:list.toolbar')}>
        <Select<CompanyUserStatus>
          allowClear
          className="gb-manage-toolbar__status"
          aria-label={t('manage:filters.status')}
          placeholder={t('manage:filters.all')}
          value={state.status}
          onChange={(status) => update({ status })}
          options={FILTER_STATUSES.map((s) => ({ value: s, label: t(`manage:status.${s}`) }))}
        />
        {seats ? <SeatUsage seats={seats} /> : <span className="gb-manage-toolbar__spacer" />}
        {mayInvite ? (
          <Tooltip title={left === 0 ? t('manage:seats.full', { plan: seats?.planName ?? '' }) : undefined}>
            <Button
              type="primary"
              className="gb-manage-toolbar__action"
              icon={<UserAddOutlined />}
              disabled={left === 0 || !users.data}
              onClick={() => setPanel({ kind: 'invite' })}
            >
              {t('manage:actions.invite')}
            </Button>
          </Tooltip>
        ) : null}
      </div>
      {users.isError ? (
        <Alert
          type="error"
          showIcon
          className="gb-manage-alert"
          title={t('manage:list.loadFailed')}
          description={errorMessageOf(users.error)}
          action={<Button onClick={() => void users.refetch()}>{t('common:actions.retry')}</Button>}
        />
      ) : null}
      <UserTable
        companyId={companyId}
        page={users.data}
        loading={users.isFetching}
        isLastAdmin={isLastAdmin}
        onEdit={onEdit}
        onPage={(pageNum, pageSize) => update(pageSize === state.pageSize ? { pageNum } : { pageSize })}
        emptyText={state.status ? t('manage:list.emptyFiltered') : t('manage:list.empty')}
      />
      {panel?.kind === 'invite' ? (
        <InvitePanel companyId={companyId} roles={roles.data?.list ?? []} seatsLeft={left} onClose={close} />
      ) : null}
      {panel?.kind === 'edit' ? (
        <EditUserPanel
          companyId={companyId}
          user={panel.user}
          roles={roles.data?.list ?? []}
          lastAdmin={isLastAdmin(panel.user)}
          onClose={close}
        />
      ) : null}
    </section>
  );
}
