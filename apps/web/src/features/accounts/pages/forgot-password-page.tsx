import { useState } from 'react';
import { Alert, Button, Form, Result } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ZForgotPasswordRequest } from '@gembourse/contracts/accounts';
import type { FormKitConfig } from '../../../shared/forms/form-kit.ts';
import { useFormKit } from '../../../shared/forms/use-form-kit.ts';
import { TrimmedInput } from '../../../shared/ui/trimmed-input.tsx';
import { requestPasswordReset } from '../api.ts';
import { DemoMailboxNotice } from '../components/demo-mailbox-notice.tsx';
import '../accounts.css';

interface Values {
  email?: string;
}

const KIT: FormKitConfig<Values> = {
  schema: ZForgotPasswordRequest,
  toRequest: (v) => ({ email: (v.email ?? '').trim() }),
  fields: { email: { messages: { required: 'account:validation.emailRequired' } } },
};

/**
 * /home/forgot-password: asks for a reset link. The confirmation is the same whether or not the address has an
 * account (the server answers success either way), so nobody can probe for members.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation(['account', 'member']);
  const [form] = Form.useForm<Values>();
  const kit = useFormKit(form, KIT);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const finish = async ({ email }: Values) => {
    const address = (email ?? '').trim();
    setFormError(null);
    setPending(true);
    try {
      await requestPasswordReset({ email: address });
      setSentTo(address);
    } catch (error) {
      setFormError(kit.showServerErrors(error, t('account:forgot.failed')));
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
              <Form.Item name="email" label={t('member:fields.email')} validateTrigger="onBlur" {...kit.item('email')}>
                <TrimmedInput
                  realtime
                  prefix={<MailOutlined />}
                  inputMode="email"
                  autoComplete="email"
                  size="large"
                  placeholder={t('account:register.fields.emailPlaceholder')}
                />
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
