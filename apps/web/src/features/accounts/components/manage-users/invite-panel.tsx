import { useState } from 'react';
import { Alert, App, Button, Form, Select, Space } from 'antd';
import { DeleteOutlined, SendOutlined, UserAddOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { INVITATION_VALID_HOURS, INVITEES_MAX, type CompanyRole, type InviteRequest } from '@gembourse/contracts/company-users';
import { LOCALES } from '@gembourse/contracts/locale';
import { useFormKit } from '../../../../shared/forms/use-form-kit.ts';
import { useLocaleStore } from '../../../../shared/i18n/locale-store.ts';
import { inviteUsers, manageKeys } from '../../api-manage-users.ts';
import { SidePanel } from '../../../../shared/ui/side-panel.tsx';
import { PersonFields } from './person-fields.tsx';
import { EMPTY_PERSON, INVITE_KIT, type InviteValues } from './user-form-values.ts';

interface InvitePanelProps {
  companyId: number;
  roles: readonly CompanyRole[];
  /** How many more users the plan allows (null: no limit). */
  seatsLeft: number | null;
  onClose: () => void;
}

/**
 * "Invite users": one or more people (a Form.List, "Add another person"), each with the admin user form of SPEC §3,
 * and the language of their invitation e-mails. All are invited or none is: the server's field errors (an address
 * already taken, the same address twice) land on the row's field, a full plan's refusal above the form.
 */
export function InvitePanel({ companyId, roles, seatsLeft, onClose }: InvitePanelProps) {
  const { t } = useTranslation(['manage', 'common', 'errors']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const locale = useLocaleStore((s) => s.locale);
  const [form] = Form.useForm<InviteValues>();
  const kit = useFormKit(form, INVITE_KIT);
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const max = Math.max(1, Math.min(INVITEES_MAX, seatsLeft ?? INVITEES_MAX));

  const submit = async () => {
    setFormError(null);
    const values = form.getFieldsValue(true) as InviteValues;
    const body = kit.parse<InviteRequest>(INVITE_KIT.toRequest(values));
    if (!body) {
      void message.warning({ content: t('errors:checkForm'), key: 'invite-check' });
      return;
    }
    setSaving(true);
    try {
      const { list } = await inviteUsers(body);
      void message.success({ content: t('manage:invite.sent', { count: list.length }), key: 'invite-sent' });
      void queryClient.invalidateQueries({ queryKey: manageKeys.company(companyId) });
      onClose();
    } catch (error) {
      setFormError(kit.showServerErrors(error, t('errors:inviteFailed')));
    } finally {
      setSaving(false);
    }
  };

  const footer = (
    <Space className="gb-manage-panel__footer">
      <Button onClick={onClose}>{t('manage:actions.cancel')}</Button>
      <Button type="primary" icon={<SendOutlined />} loading={saving} onClick={() => void submit()}>
        {t('manage:invite.submit')}
      </Button>
    </Space>
  );

  return (
    <SidePanel title={t('manage:invite.title')} onClose={onClose} footer={footer} size={760}>
      <p className="gb-manage-panel__intro">{t('manage:invite.intro', { hours: INVITATION_VALID_HOURS })}</p>
      {formError ? <Alert type="error" showIcon title={formError} className="gb-manage-panel__alert" role="alert" /> : null}
      <Form<InviteValues>
        form={form}
        name="invite-users"
        layout="vertical"
        noValidate
        initialValues={{ invitees: [{ ...EMPTY_PERSON }], locale }}
        onFinish={() => void submit()}
        onValuesChange={() => formError && setFormError(null)}
      >
        <Form.Item name="locale" label={t('manage:invite.locale')} extra={t('manage:invite.localeHint')}>
          <Select
            className="gb-manage-panel__locale"
            options={LOCALES.map((l) => ({ value: l, label: <span lang={l}>{t(`common:language.${l}`)}</span> }))}
          />
        </Form.Item>
        <Form.List name="invitees">
          {(fields, { add, remove }) => (
            <>
              <ol className="gb-manage-invitees">
                {fields.map((field, index) => {
                  const rowLabel = t('manage:invite.person', { n: index + 1 });
                  return (
                    <li key={field.key} className="gb-manage-invitee">
                      <div className="gb-manage-invitee__head">
                        <h3 className="gb-manage-invitee__title">{rowLabel}</h3>
                        {fields.length > 1 ? (
                          <Button
                            type="text"
                            danger
                            size="small"
                            icon={<DeleteOutlined />}
                            onClick={() => remove(field.name)}
                            aria-label={t('manage:invite.removePerson', { n: index + 1 })}
                          >
                            {t('manage:invite.remove')}
                          </Button>
                        ) : null}
                      </div>
                      <PersonFields
                        kit={kit}
                        base={['invitees', field.name]}
                        local={[field.name]}
                        roles={roles}
                        rowLabel={fields.length > 1 ? rowLabel : undefined}
                      />
                    </li>
                  );
                })}
              </ol>
              {fields.length < max ? (
                <Button block type="dashed" icon={<UserAddOutlined />} onClick={() => add({ ...EMPTY_PERSON })}>
                  {t('manage:invite.addPerson')}
                </Button>
              ) : (
                <p className="gb-manage-panel__note">
                  {seatsLeft !== null && seatsLeft < INVITEES_MAX
                    ? t('manage:invite.seatLimit', { count: max })
                    : t('manage:invite.rowLimit', { max: INVITEES_MAX })}
                </p>
              )}
            </>
          )}
        </Form.List>
      </Form>
    </SidePanel>
  );
}
