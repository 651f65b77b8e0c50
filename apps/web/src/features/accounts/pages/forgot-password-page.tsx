import { useState } from 'react';
import { Alert, Button, Form, Result } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TrimmedInput } from '../../../shared/ui/trimmed-input.tsx';
import { requestPasswordReset } from '../api.ts';
import { DemoMailboxNotice } from '../components/demo-mailbox-notice.tsx';
import { applyServerErrors } from '../form-errors.ts';
import { emailProblem } from '../registration-validation.ts';
import '../accounts.css';

/**
 * /home/forgot-password: asks for a reset link. The confirmation is the same whether or not the address has an
 * account (the server answers success either way), so nobody can probe for members.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation(['account', 'auth']);
  const [form] = Form.useForm<{ email?: string }>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const finish = async ({ email }: { email?: string }) => {
    const address = (email ?? '').trim();
    setFormError(null);
    setPending(true);
    try {
      await requestPasswordReset({ email: address });
      setSentTo(address);
    } catch (error) {
      setFormError(applyServerErrors(form, error, ['email'], t('account:forgot.failed')));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="gb-account-page gb-account-page--narrow">
      <div className="gb-account-card">
        {sentTo ? (
          <>
            <Result
              status="success"
              icon={<MailOutlined className="gb-reg__done-icon" />}
              title={t('account:forgot.sentTitle')}
              subTitle={t('account:forgot.sentText', { email: sentTo })}
              extra={[
                <Link key="login" to="/home/login">
                  <Button type="primary">{t('account:forgot.toLogin')}</Button>
                </Link>,
                <Button
                  key="again"
                  onClick={() => {
                    setSentTo(null);
                    form.resetFields();
                  }}
                >
                  {t('account:forgot.again')}
                </Button>,
              ]}
            />
            <DemoMailboxNotice className="gb-reg__demo gb-forgot__demo" />
          </>
        ) : (
          <>
            <h1 className="gb-account-title">{t('account:forgot.title')}</h1>
            <p className="gb-account-subtitle">{t('account:forgot.subtitle')}</p>
            <Form form={form} layout="vertical" onFinish={(v) => void finish(v)} onValuesChange={() => formError && setFormError(null)}>
              {formError ? <Alert type="error" showIcon title={formError} className="gb-reg__alert" role="alert" /> : null}
              <Form.Item
                name="email"
                label={t('account:register.fields.email')}
                validateTrigger="onBlur"
                rules={[
                  {
                    validator: async (_, value) => {
                      const p = emailProblem(value);
                      if (p) throw new Error(t(`account:${p.key}`));
                    },
                  },
                ]}
              >
                <TrimmedInput realtime prefix={<MailOutlined />} inputMode="email" autoComplete="email" size="large" placeholder={t('account:register.fields.emailPlaceholder')} />
              </Form.Item>
              <Button type="primary" htmlType="submit" size="large" block loading={pending}>
                {t('account:forgot.submit')}
              </Button>
            </Form>
            <p className="gb-login-form__register">
              <Link to="/home/login">{t('account:forgot.toLogin')}</Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
