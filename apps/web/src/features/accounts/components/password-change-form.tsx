import { useState } from 'react';
import { Alert, App, Button, Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../api.ts';
import { applyServerErrors } from '../form-errors.ts';
import { newPasswordProblem } from '../password-validation.ts';
import { ConfirmPasswordItem } from './confirm-password-item.tsx';

interface Values {
  currentPassword?: string;
  newPassword?: string;
  confirm?: string;
}

/** Change password (SPEC §2 account settings): current, new and confirmation; the server ends other sessions. */
export function PasswordChangeForm() {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
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
      setFormError(applyServerErrors(form, error, ['currentPassword', 'newPassword'], t('settings.password.failed')));
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
      <Form.Item
        name="currentPassword"
        label={t('password.current')}
        validateTrigger="onBlur"
        rules={[{ required: true, message: t('validation.currentPasswordRequired') }]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('password.new')}
        required
        extra={t('password.rule')}
        dependencies={['currentPassword']}
        validateTrigger="onBlur"
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_, value) => {
              const p = newPasswordProblem(value);
              if (p) throw new Error(t(p.key, p.values));
              if (value === getFieldValue('currentPassword')) throw new Error(t('validation.samePassword'));
            },
          }),
        ]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <ConfirmPasswordItem of="newPassword" />
      <Button type="primary" htmlType="submit" loading={pending}>
        {t('settings.password.submit')}
      </Button>
    </Form>
  );
}
