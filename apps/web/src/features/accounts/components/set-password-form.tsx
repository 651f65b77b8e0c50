import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useFormKit } from '../../../shared/forms/use-form-kit.ts';
import { SET_PASSWORD_KIT, type SetPasswordValues as Values } from '../password-fields.ts';
import { ConfirmPasswordItem } from './confirm-password-item.tsx';

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
  const kit = useFormKit(form, SET_PASSWORD_KIT);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const finish = async (values: Values) => {
    setFormError(null);
    setPending(true);
    try {
      await onSubmit(values.password ?? '');
    } catch (error) {
      setFormError(kit.showServerErrors(error, failedText));
    } finally {
      setPending(false);
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" onFinish={(v) => void finish(v)} onValuesChange={() => formError && setFormError(null)}>
      {formError ? <Alert type="error" showIcon title={formError} className="gb-reg__alert" role="alert" /> : null}
      <Form.Item name="password" label={t('password.new')} extra={t('password.rule')} validateTrigger="onBlur" {...kit.item('password')}>
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" size="large" />
      </Form.Item>
      <ConfirmPasswordItem of="password" size="large" {...kit.item('confirm')} />
      <Button type="primary" htmlType="submit" size="large" block loading={pending}>
        {submitLabel}
      </Button>
    </Form>
  );
}
