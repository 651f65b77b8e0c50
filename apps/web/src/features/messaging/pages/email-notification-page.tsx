import { useMemo, useState } from 'react';
import { Alert, App, Button, Form, Select, Skeleton, Switch } from 'antd';
import { ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZNotificationPrefs, type NOTIFICATION_KEYS, type NotificationPrefs } from '@gembourse/contracts/accounts';
import { LOCALES } from '@gembourse/contracts/locale';
import { errorMessageOf } from '../../../shared/api/api-error.ts';
import type { FormKitConfig } from '../../../shared/forms/form-kit.ts';
import { useFormKit } from '../../../shared/forms/use-form-kit.ts';
import type { SectionOf } from '../../../shared/i18n/keys.ts';
import { notificationKeys, saveNotificationPrefs, useNotificationPrefs } from '../api.ts';
import './email-notification-page.css';

type NotificationKey = (typeof NOTIFICATION_KEYS)[number];

/** The preferences of SPEC §3 in groups a member can scan. Every key of NOTIFICATION_KEYS appears once. */
export const NOTIFICATION_GROUPS: ReadonlyArray<{ key: SectionOf<'account', 'notifications.groups'>; items: NotificationKey[] }> = [
  { key: 'network', items: ['contactRequest', 'privateMessage'] },
  { key: 'community', items: ['commentOnPost', 'taggedInPost', 'commentOnActivity'] },
  { key: 'business', items: ['orderPlacedOrCancelled', 'leadNotification'] },
  { key: 'products', items: ['productAlerts'] },
  { key: 'digest', items: ['weeklySummary', 'onboardingTips', 'messageSound'] },
];

/** The preferences on ZNotificationPrefs, the schema of the save (switches and a language: nothing to word). */
const KIT: FormKitConfig<NotificationPrefs> = { schema: ZNotificationPrefs, toRequest: (values) => values };

/** /home/email-notification: every e-mail preference as a switch, and the e-mail language; one Save (SPEC §2, §3). */
export function EmailNotificationPage() {
  const { t } = useTranslation(['account', 'common', 'errors']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<NotificationPrefs>();
  const kit = useFormKit(form, KIT);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const prefs = useNotificationPrefs();
  const languages = useMemo(() => LOCALES.map((l) => ({ value: l, label: <span lang={l}>{t(`common:language.${l}`)}</span> })), [t]);

  const save = async (values: NotificationPrefs) => {
    setSaveError(null);
    const body = kit.parse<NotificationPrefs>(values);
    if (!body) {
      setSaveError(t('errors:checkForm'));
      return;
    }
    setSaving(true);
    try {
      await saveNotificationPrefs(body);
      queryClient.setQueryData(notificationKeys.prefs, body);
      void message.success(t('errors:updateSuccess'));
    } catch (error) {
      setSaveError(errorMessageOf(error, t('account:notifications.saveFailed')) || t('account:notifications.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  let content;
  if (prefs.isPending) content = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (prefs.isError) {
    content = (
      <div className="gb-query-error" role="alert">
        <p className="gb-query-error__title">{t('account:notifications.loadFailed')}</p>
        <p className="gb-query-error__text">{errorMessageOf(prefs.error)}</p>
        <Button icon={<ReloadOutlined />} onClick={() => void prefs.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  } else {
    content = (
      <Form<NotificationPrefs>
        form={form}
        name="email-notification"
        layout="vertical"
        initialValues={prefs.data}
        onFinish={(v) => void save({ ...prefs.data, ...v })}
        onValuesChange={() => saveError && setSaveError(null)}
      >
        {NOTIFICATION_GROUPS.map((group) => (
          <section key={group.key} className="gb-notify__group" aria-labelledby={`gb-notify-${group.key}`}>
            <h2 id={`gb-notify-${group.key}`} className="gb-notify__group-title">
              {t(`account:notifications.groups.${group.key}`)}
            </h2>
            <ul className="gb-notify__list">
              {group.items.map((key) => {
                const id = `email-notification_${key}`;
                return (
                  <li key={key} className="gb-notify__item">
                    <div className="gb-notify__text">
                      <label className="gb-notify__label" htmlFor={id}>
                        {t(`account:notifications.items.${key}.title`)}
                      </label>
                      <span className="gb-notify__desc" id={`${id}-desc`}>
                        {t(`account:notifications.items.${key}.description`)}
                      </span>
                    </div>
                    <Form.Item name={key} valuePropName="checked" noStyle>
                      <Switch id={id} aria-describedby={`${id}-desc`} />
                    </Form.Item>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
        <Form.Item
          name="emailLanguage"
          label={t('account:notifications.emailLanguage')}
          extra={t('account:notifications.emailLanguageHint')}
          className="gb-notify__language"
        >
          <Select options={languages} />
        </Form.Item>
        {saveError ? <Alert type="error" showIcon title={saveError} className="gb-notify__alert" role="alert" /> : null}
        <div className="gb-notify__actions">
          <Button type="primary" htmlType="submit" size="large" icon={<SaveOutlined />} loading={saving}>
            {t('account:notifications.save')}
          </Button>
        </div>
      </Form>
    );
  }

  return (
    <div className="gb-notify-page">
      <div className="gb-notify-card">
        <h1 className="gb-notify-title">{t('account:notifications.title')}</h1>
        <p className="gb-notify-subtitle">{t('account:notifications.subtitle')}</p>
        {content}
      </div>
    </div>
  );
}
