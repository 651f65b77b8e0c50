import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../form-errors.ts';
import { newPasswordProblem } from '../password-validation.ts';
import { ConfirmPasswordItem } from './confirm-password-item.tsx';

interface Values {
  password?: string;
  confirm?: string;
}

interface Props {
  submitLabel: string;
  /** Saves the password; a rejection is shown in the form (field errors under the field). */
  onSubmit: (password: string) => Promise<unknown>;
  /** Message for a failure with no server text. */
  failedText: string;
}

/**
 * New password and its confirmation, with the rules of ZPassword. Passwords are never trimmed: a space is a
 * legitimate character of a password.
 */
export function SetPasswordForm({ submitLabel, onSubmit, failedText }: Props) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<Values>();
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const finish = async (values: Values) => {
    setFormError(null);
    setPending(true);
    try {
      await onSubmit(values.password ?? '');
    } catch (error) {
      // The server names the field `password` (set-password) or `newPassword`; both belong under the first input.
      const mapped = applyServerErrors<'password' | 'newPassword'>(
        { setFields: (fields) => form.setFields(fields.map((f) => ({ errors: f.errors, name: 'password' as const }))) },
        error,
        ['password', 'newPassword'],
        failedText,
      );
      setFormError(mapped);
    } finally {
      setPending(false);
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" onFinish={(v) => void finish(v)} onValuesChange={() => formError && setFormError(null)}>
      {formError ? <Alert type="error" showIcon title={formError} className="gb-reg__alert" role="alert" /> : null}
      <Form.Item
        name="password"
        label={t('password.new')}
        required
        extra={t('password.rule')}
        validateTrigger="onBlur"
        rules={[
          {
            validator: async (_, value) => {
              const p = newPasswordProblem(value);
              if (p) throw new Error(t(p.key, p.values));
            },
          },
        ]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" size="large" />
      </Form.Item>
      <ConfirmPasswordItem of="password" size="large" />
      <Button type="primary" htmlType="submit" size="large" block loading={pending}>
        {submitLabel}
      </Button>
    </Form>
  );
}
