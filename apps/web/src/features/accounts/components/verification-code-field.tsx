import { useState } from 'react';
import { Button, Form, type FormInstance } from 'antd';
import { MailOutlined, SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@gembourse/contracts/errors';
import { errorMessageOf, hasCode, isApiError } from '../../../shared/api/api-error.ts';
import { fieldErrorsOf } from '../../../shared/forms/server-errors.ts';
import type { FormKit } from '../../../shared/forms/use-form-kit.ts';
import { TrimmedInput } from '../../../shared/ui/trimmed-input.tsx';
import { sendRegistrationCode } from '../api.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import type { RegistrationValues } from '../registration-validation.ts';

interface Props {
  form: FormInstance<RegistrationValues>;
  /** The registration form's kit: the rules and the code's length. */
  kit: FormKit<RegistrationValues>;
  ticket: string | null;
  /** The form's name: ids of the inputs (labels point at them). */
  formName: string;
}

/**
 * E-mail with the 'send code' button and its resend countdown (seconds, from the server's answer), and the
 * verification code field. The parent remounts it with each new ticket, which also resets the countdown.
 */
export function VerificationCodeField({ form, kit, ticket, formName }: Props) {
  const { t } = useTranslation(['account', 'member']);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [sentTo, setSentTo] = useState<{ email: string; minutes: number } | null>(null);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const email = Form.useWatch('email', form) as string | undefined;
  const waitSeconds = Math.ceil(useCountdown(resendAt) / 1000);

  const send = async () => {
    setSendError(null);
    try {
      await form.validateFields(['email']);
    } catch {
      return;
    }
    const address = String(form.getFieldValue('email') ?? '').trim();
    if (!ticket) return;
    setSending(true);
    try {
      const answer = await sendRegistrationCode({ email: address, ticket });
      setResendAt(Date.now() + Math.max(0, answer.resendAfterSeconds) * 1000);
      setSentTo({ email: address, minutes: Math.max(1, Math.round(answer.expiresInSeconds / 60)) });
      form.setFields([{ name: 'code', errors: [] }]);
    } catch (error) {
      const onEmail = fieldErrorsOf(error).filter((f) => f.path === 'email');
      if (onEmail.length) form.setFields([{ name: 'email', errors: onEmail.map((f) => f.message) }]);
      else setSendError(errorMessageOf(error, t('register.code.sendFailed')) || t('register.code.sendFailed'));
      // Asked too soon (42900): the server's message says so, and its answer says how long to wait.
      if (hasCode(error, ErrorCode.TOO_MANY_REQUESTS)) {
        // The one-a-minute rule answers resendAfterSeconds; the hourly limits answer retryAfterSeconds.
        const data = isApiError(error) ? (error.data as { resendAfterSeconds?: unknown; retryAfterSeconds?: unknown } | null) : null;
        const wait = Number(data?.resendAfterSeconds ?? data?.retryAfterSeconds);
        setResendAt(Date.now() + (Number.isFinite(wait) && wait > 0 ? wait : 10) * 1000);
      }
    } finally {
      setSending(false);
    }
  };

  const sentNow = sentTo && sentTo.email === (email ?? '').trim() ? sentTo : null;
  const label =
    waitSeconds > 0 ? t('register.code.wait', { seconds: waitSeconds }) : sentTo ? t('register.code.resend') : t('register.code.send');

  return (
    <>
      <Form.Item label={t('member:fields.email')} required={kit.item('email').required} htmlFor={`${formName}_email`}>
        <div className="gb-reg__inline">
          <Form.Item name="email" noStyle rules={kit.item('email').rules} validateTrigger="onBlur">
            <TrimmedInput
              id={`${formName}_email`}
              realtime
              prefix={<MailOutlined />}
              inputMode="email"
              autoComplete="email"
              placeholder={t('register.fields.emailPlaceholder')}
            />
          </Form.Item>
          <Button onClick={() => void send()} loading={sending} disabled={!ticket || waitSeconds > 0} className="gb-reg__send">
            {label}
          </Button>
        </div>
      </Form.Item>
      <Form.Item
        name="code"
        label={t('register.fields.code')}
        {...kit.item('code')}
        validateTrigger="onBlur"
        help={sendError ?? undefined}
        validateStatus={sendError ? 'error' : undefined}
        extra={sentNow ? t('register.code.sent', { email: sentNow.email, minutes: sentNow.minutes }) : t('register.code.hint')}
      >
        <TrimmedInput
          realtime
          prefix={<SafetyOutlined />}
          inputMode="numeric"
          autoComplete="one-time-code"
          {...kit.input('code')}
          placeholder={t('register.fields.codePlaceholder')}
          onChange={() => sendError && setSendError(null)}
        />
      </Form.Item>
    </>
  );
}
