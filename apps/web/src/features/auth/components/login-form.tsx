import { useState, type MouseEvent } from 'react';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LoginRequest, LoginResponse } from '@gembourse/contracts/auth';
import { isApiError } from '../../../shared/api/api-error.ts';
import { opensReminder } from '../../../shared/api/error-catalogue.ts';
import { useFormKit } from '../../../shared/forms/use-form-kit.ts';
import { getRememberFlag } from '../../../shared/storage/token-store.ts';
import { setSessionFlag, useSessionStore } from '../../../shared/session/session-store.ts';
import { TrimmedInput } from '../../../shared/ui/trimmed-input.tsx';
import { login } from '../api.ts';
import { LOGIN_KIT, type LoginField, type LoginValues } from '../login-validation.ts';
import { DemoAccounts } from './demo-accounts.tsx';

const FIELDS: LoginField[] = ['email', 'password'];

/** Inside the login box, "Join free" swaps it for the register box; on the login page it opens the register page. */
function openRegisterBox(event: MouseEvent) {
  if (!useSessionStore.getState().loginModalOpen) return;
  event.preventDefault();
  setSessionFlag('loginModalOpen', false);
  setSessionFlag('registerModalOpen', true);
}

/** The one login form, used by /home/login, the login box and the console's /login. */
export function LoginForm({
  onSuccess,
  showRegister = true,
  initialEmail = '',
}: {
  onSuccess: (answer: LoginResponse) => void;
  showRegister?: boolean;
  /** Prefills the e-mail (the account just activated or reset). */
  initialEmail?: string;
}) {
  const { t } = useTranslation(['auth', 'common', 'account']);
  const [form] = Form.useForm<LoginValues>();
  const kit = useFormKit(form, LOGIN_KIT);
  const [formError, setFormError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: login,
    onSuccess,
    onError: (error) => {
      // 30010/30011/30012 already show the "Important reminder" modal (error catalogue): saying it twice is noise.
      if (isApiError(error) && opensReminder(error)) return;
      setFormError(kit.showServerErrors(error, t('auth:login.failed')));
    },
  });

  const onFinish = (values: LoginValues) => {
    setFormError(null);
    const data = kit.parse<LoginRequest>(LOGIN_KIT.toRequest(values));
    if (data) mutation.mutate(data);
  };

  return (
    <div className="gb-login-form">
      <Form<LoginValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ email: initialEmail, password: '', remember: getRememberFlag() }}
        onFinish={onFinish}
        onValuesChange={() => formError && setFormError(null)}
      >
        {formError ? <Alert type="error" showIcon title={formError} className="gb-login-form__alert" role="alert" /> : null}
        {/* inputMode instead of type="email": the browser's own validation bubble would talk over ours. The address
            is trimmed (SPEC §5) as it has no inner spaces; the password never is. */}
        <Form.Item name="email" label={t('auth:login.email')} {...kit.item('email')} validateTrigger="onBlur">
          <TrimmedInput
            realtime
            prefix={<MailOutlined />}
            inputMode="email"
            autoComplete="username"
            placeholder={t('auth:login.emailPlaceholder')}
            size="large"
          />
        </Form.Item>
        <Form.Item name="password" label={t('auth:login.password')} {...kit.item('password')} validateTrigger="onBlur">
          <Input.Password
            prefix={<LockOutlined />}
            autoFocus={Boolean(initialEmail)}
            autoComplete="current-password"
            placeholder={t('auth:login.passwordPlaceholder')}
            size="large"
          />
        </Form.Item>
        <Form.Item name="remember" valuePropName="checked">
          <Checkbox>{t('auth:login.remember')}</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={mutation.isPending}>
          {t('auth:login.submit')}
        </Button>
      </Form>
      <p className="gb-login-form__register">
        <Link to="/home/forgot-password" onClick={() => setSessionFlag('loginModalOpen', false)}>
          {t('account:forgot.link')}
        </Link>
      </p>
      {showRegister ? (
        <p className="gb-login-form__register">
          {t('auth:login.noAccount')}{' '}
          <Link to="/home/Register" onClick={openRegisterBox}>
            {t('auth:login.register')}
          </Link>
        </p>
      ) : null}
      <DemoAccounts
        onPick={(email, password) => {
          setFormError(null);
          form.setFieldsValue({ email, password });
          form.setFields(FIELDS.map((name) => ({ name, errors: [] })));
        }}
      />
    </div>
  );
}
