import { useMemo, useState } from 'react';
import { Alert, App, Button, Form, Space, Switch } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CompanyRole, CompanyUser, UpdateCompanyUserRequest } from '@gembourse/contracts/company-users';
import { useFormKit } from '../../../../shared/forms/use-form-kit.ts';
import { manageKeys, updateCompanyUser } from '../../api-manage-users.ts';
import { SidePanel } from '../../../../shared/ui/side-panel.tsx';
import { PersonFields } from './person-fields.tsx';
import { editKitOf, editValuesOf, type EditValues } from './user-form-values.ts';

interface EditUserPanelProps {
  companyId: number;
  user: CompanyUser;
  roles: readonly CompanyRole[];
  /** The user is the caller and the company's only administrator: no demotion, no disabling. */
  lastAdmin: boolean;
  onClose: () => void;
}

/**
 * Edit a user (the admin user form of SPEC §3): the e-mail only while the invitation is open (a new link goes out),
 * the "may log in" switch once they have activated their account. The company's last administrator cannot demote or
 * disable themselves: those two controls are locked with the reason under them (the server refuses it as well).
 */
export function EditUserPanel({ companyId, user, roles, lastAdmin, onClose }: EditUserPanelProps) {
  const { t } = useTranslation(['manage', 'errors']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<EditValues>();
  const config = useMemo(() => editKitOf(user), [user]);
  const kit = useFormKit(form, config);
  const [initial] = useState(() => editValuesOf(user));
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const activated = user.status === 'active' || user.status === 'disabled';

  const submit = async () => {
    setFormError(null);
    const body = kit.parse<UpdateCompanyUserRequest>(config.toRequest(form.getFieldsValue(true) as EditValues));
    if (!body) {
      void message.warning({ content: t('errors:checkForm'), key: 'edit-user-check' });
      return;
    }
    setSaving(true);
    try {
      const saved = await updateCompanyUser(body);
      void message.success({ content: t('manage:edit.saved', { name: saved.actualName || saved.email }), key: 'edit-user-saved' });
      void queryClient.invalidateQueries({ queryKey: manageKeys.company(companyId) });
      onClose();
    } catch (error) {
      setFormError(kit.showServerErrors(error, t('errors:failed.save')));
    } finally {
      setSaving(false);
    }
  };

  const footer = (
    <Space className="gb-manage-panel__footer">
      <Button onClick={onClose}>{t('manage:actions.cancel')}</Button>
      <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void submit()}>
        {t('manage:edit.submit')}
      </Button>
    </Space>
  );

  return (
    <SidePanel title={t('manage:edit.title', { name: user.actualName || user.email })} onClose={onClose} footer={footer} size={640}>
      {formError ? <Alert type="error" showIcon title={formError} className="gb-manage-panel__alert" role="alert" /> : null}
      <Form<EditValues>
        form={form}
        name="edit-user"
        layout="vertical"
        noValidate
        initialValues={initial}
        onFinish={() => void submit()}
        onValuesChange={() => formError && setFormError(null)}
      >
        <PersonFields kit={kit} base={[]} local={[]} roles={roles} adminLocked={lastAdmin} emailLocked={user.status !== 'invited'} />
        {activated ? (
          <Form.Item
            name="active"
            label={t('manage:fields.active')}
            valuePropName="checked"
            extra={lastAdmin ? t('manage:fields.activeLocked') : t('manage:fields.activeHint')}
          >
            <Switch disabled={lastAdmin} checkedChildren={t('manage:status.active')} unCheckedChildren={t('manage:status.disabled')} />
          </Form.Item>
        ) : null}
      </Form>
    </SidePanel>
  );
}
