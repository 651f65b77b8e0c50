import { useState } from 'react';
import { Alert, App, Button, Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ZChangePasswordRequest } from '@gembourse/contracts/accounts';
import type { FormKitConfig } from '../../../shared/forms/form-kit.ts';
import { useFormKit } from '../../../shared/forms/use-form-kit.ts';
import { changePassword } from '../api.ts';
import { confirmSpec, NEW_PASSWORD } from '../password-fields.ts';
import { ConfirmPasswordItem } from './confirm-password-item.tsx';

interface Values {
  currentPassword?: string;
  newPassword?: string;
  confirm?: string;
}

const KIT: FormKitConfig<Values> = {
  schema: ZChangePasswordRequest,
  toRequest: (v) => ({ currentPassword: v.currentPassword ?? '', newPassword: v.newPassword ?? '' }),
  fields: {
    currentPassword: { messages: { required: 'account:validation.currentPasswordRequired' } },
    newPassword: {
      ...NEW_PASSWORD,
      check: (value, values) => (value === values.currentPassword ? { kind: 'invalid' } : undefined),
      messages: { ...NEW_PASSWORD.messages, invalid: 'account:validation.samePassword' },
    },
    confirm: confirmSpec('newPassword'),
  },
};

/** Change password (SPEC §2 account settings): current, new and confirmation; the server ends other sessions. */
export function PasswordChangeForm() {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const kit = useFormKit(form, KIT);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const finish = async (values: Values) => {
    setFormError(null);
    setPending(true);
    try {
      await changePassword({ currentPassword: values.currentPassword ?? '', newPassword: values.newPassword ?? '' });
      form.resetFields();
      void message.success(t('settings.password.success'), 6);
    } catch (error) {
      setFormError(kit.showServerErrors(error, t('settings.password.failed')));
    } finally {
      setPending(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      name="change-password"
      layout="vertical"
      className="gb-settings__form"
      onFinish={(v) => void finish(v)}
      onValuesChange={() => formError && setFormError(null)}
    >
      {formError ? <Alert type="error" showIcon title={formError} className="gb-reg__alert" role="alert" /> : null}
      <Form.Item name="currentPassword" label={t('password.current')} validateTrigger="onBlur" {...kit.item('currentPassword')}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('password.new')}
        extra={t('password.rule')}
        dependencies={['currentPassword']}
        validateTrigger="onBlur"
        {...kit.item('newPassword')}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <ConfirmPasswordItem of="newPassword" {...kit.item('confirm')} />
      <Button type="primary" htmlType="submit" loading={pending}>
        {t('settings.password.submit')}
      </Button>
    </Form>
  );
}
