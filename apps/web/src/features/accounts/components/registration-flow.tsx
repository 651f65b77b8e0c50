import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Form, Result, Spin, Steps } from 'antd';
import { ArrowRightOutlined, MailOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REGISTRATION_TICKET_MINUTES, type RegisterRequest } from '@gembourse/contracts/accounts';
import { ErrorCode } from '@gembourse/contracts/errors';
import { errorMessageOf, hasCode } from '../../../shared/api/api-error.ts';
import { fieldErrorsOf } from '../../../shared/forms/server-errors.ts';
import { scrollToFirstError } from '../../../shared/forms/first-error.ts';
import { useFormKit } from '../../../shared/forms/use-form-kit.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { submitRegistration } from '../api.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { useRegistrationTicket } from '../hooks/use-registration-ticket.ts';
import { DemoMailboxNotice } from './demo-mailbox-notice.tsx';
import { REGISTRATION_KIT, toRegisterRequest, type RegistrationValues } from '../registration-validation.ts';
import { FormTimer } from './form-timer.tsx';
import { RegistrationForm } from './registration-form.tsx';
import { RegistrationReview } from './registration-review.tsx';
import '../accounts.css';

export type Step = 'form' | 'review' | 'done';
/** A conflict answer this close to the end of the 40 minutes is the end of the form, not a duplicate address. */
const EXPIRY_GRACE_MS = 15_000;
const STEPS: Step[] = ['form', 'review', 'done'];

interface Props {
  joinAs: 'buyer' | 'seller';
  /** Distinct per mounting place (page, box), so input ids never clash. */
  formName: string;
  /** In the register box: what the last step's close button does. */
  onClose?: () => void;
  /** Told when the step changes (the page hides the buyer/supplier switch once submitted). */
  onStepChange?: (step: Step) => void;
}

/**
 * The registration (SPEC §4): form, then review and confirm, then submitted. The form lives on a server ticket
 * that expires after 40 minutes: the time left is shown, and at zero the input is cleared and a new ticket opened.
 */
export function RegistrationFlow({ joinAs, formName, onClose, onStepChange }: Props) {
  const { t } = useTranslation(['account', 'common', 'errors']);
  const { message } = App.useApp();
  const locale = useLocaleStore((s) => s.locale);
  const [form] = Form.useForm<RegistrationValues>();
  const kit = useFormKit(form, REGISTRATION_KIT);
  const { state: ticketState, reopen } = useRegistrationTicket();
  const ticket = ticketState.status === 'ready' ? ticketState.ticket : null;
  const deadline = ticketState.status === 'ready' ? ticketState.deadline : null;
  const remaining = useCountdown(deadline);
  const [step, setStep] = useState<Step>('form');
  const [request, setRequest] = useState<RegisterRequest | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [reviewError, setReviewError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [expiredNotice, setExpiredNotice] = useState<string | null>(null);
  const [doneEmail, setDoneEmail] = useState('');
  const topRef = useRef<HTMLDivElement>(null);

  const stepChanged = useRef(onStepChange);
  useEffect(() => {
    stepChanged.current = onStepChange;
  });
  useEffect(() => stepChanged.current?.(step), [step]);

  const toTop = () => topRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });

  /** The 40 minutes are over (here or on the server): clear everything and open a new form. */
  const expire = useCallback(
    (serverMessage?: string) => {
      form.resetFields();
      setStep('form');
      setRequest(null);
      setFormError(null);
      setReviewError(null);
      setExpiredNotice(serverMessage || t('account:register.timer.expired', { minutes: REGISTRATION_TICKET_MINUTES }));
      void reopen();
    },
    [form, reopen, t],
  );

  useEffect(() => {
    if (deadline != null && remaining === 0 && step !== 'done') expire();
  }, [deadline, remaining, step, expire]);

  const onFinish = (values: RegistrationValues) => {
    if (!ticket) return;
    const result = toRegisterRequest(values, { ticket, joinAs, locale });
    if (!result.data) {
      form.setFields(result.fields.map((name) => ({ name, errors: [t('errors:checkForm')] })));
      return;
    }
    setRequest(result.data);
    setReviewError(null);
    setStep('review');
    toTop();
  };

  const confirm = async () => {
    if (!request || !ticket) return;
    setSubmitting(true);
    setReviewError(null);
    try {
      const answer = await submitRegistration({ ...request, ticket, joinAs, locale });
      setDoneEmail(answer?.email || request.email);
      setStep('done');
      form.resetFields();
      toTop();
    } catch (error) {
      const serverFields = fieldErrorsOf(error);
      if (hasCode(error, ErrorCode.CONFLICT) && !serverFields.length) {
        // 40900 is both "the form's time is up" and "this address is already registered": the clock tells which.
        if (remaining <= EXPIRY_GRACE_MS) expire(errorMessageOf(error));
        else {
          setStep('form');
          form.setFields([{ name: 'email', errors: [errorMessageOf(error, t('account:register.submitFailed'))] }]);
          setTimeout(() => scrollToFirstError(form), 0);
        }
      } else if (serverFields.some((f) => f.path === 'ticket')) {
        // The server no longer knows this form (used, or its data was reset): open a new one, keep the input.
        setStep('form');
        setFormError(serverFields.map((f) => f.message).join(' '));
        void reopen();
        toTop();
      } else if (serverFields.length) {
        // Back to the form, with the server's messages under the fields they concern.
        setStep('form');
        setFormError(kit.showServerErrors(error, t('account:register.submitFailed')));
        // Once the form is shown again: to the first field with a message, or to the top for a form-wide one.
        setTimeout(() => {
          if (!scrollToFirstError(form)) toTop();
        }, 0);
      } else {
        setReviewError(errorMessageOf(error, t('account:register.submitFailed')) || t('account:register.submitFailed'));
      }
    } finally {
      setSubmitting(false);
    }
  };

  const stepIndex = STEPS.indexOf(step);

  return (
    <div className="gb-reg" ref={topRef}>
      <Steps
        className="gb-reg__steps"
        size="small"
        current={stepIndex}
        status={step === 'done' ? 'finish' : 'process'}
        titlePlacement="vertical"
        responsive={false}
        items={STEPS.map((s) => ({ title: t(`account:register.steps.${s}`) }))}
      />

      {step !== 'done' && ticketState.status === 'ready' ? <FormTimer remainingMs={remaining} /> : null}
      {expiredNotice && step !== 'done' ? (
        <Alert
          type="warning"
          showIcon
          closable={{ onClose: () => setExpiredNotice(null) }}
          title={expiredNotice}
          className="gb-reg__alert"
          role="alert"
        />
      ) : null}
      {ticketState.status === 'error' ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          className="gb-reg__alert"
          title={t('account:register.timer.startFailed')}
          description={errorMessageOf(ticketState.error)}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => void reopen()}>
              {t('common:actions.retry')}
            </Button>
          }
        />
      ) : null}

      <div hidden={step !== 'form'}>
        <Spin spinning={ticketState.status === 'loading'} description={t('account:register.timer.loading')}>
          <RegistrationForm
            form={form}
            kit={kit}
            formName={formName}
            ticket={ticket}
            formError={formError}
            onFinish={onFinish}
            onValuesChange={() => formError && setFormError(null)}
          />
        </Spin>
        <div className="gb-reg__actions">
          <Button
            type="primary"
            size="large"
            icon={<ArrowRightOutlined />}
            iconPlacement="end"
            disabled={!ticket}
            onClick={() => {
              void kit
                .validate()
                .then((values) =>
                  values ? onFinish(values) : void message.warning({ content: t('errors:checkForm'), key: 'gb-reg-check' }),
                );
            }}
          >
            {t('account:register.next')}
          </Button>
        </div>
      </div>

      {step === 'review' && request ? (
        <RegistrationReview
          request={request}
          submitting={submitting}
          error={reviewError}
          onEdit={() => {
            setStep('form');
            toTop();
          }}
          onConfirm={() => void confirm()}
        />
      ) : null}

      {step === 'done' ? (
        <Result
          status="success"
          icon={<MailOutlined className="gb-reg__done-icon" />}
          title={t('account:register.done.title')}
          subTitle={
            <>
              <span className="gb-reg__done-text">{t('account:register.done.text', { email: doneEmail })}</span>
              <span className="gb-reg__done-text">{t('account:register.done.spam')}</span>
            </>
          }
          extra={
            <div className="gb-reg__done-actions">
              <DemoMailboxNotice className="gb-reg__demo" />
              {onClose ? (
                <Button type="primary" onClick={onClose}>
                  {t('common:actions.close')}
                </Button>
              ) : (
                <Link to="/home/index">
                  <Button type="primary">{t('common:actions.backHome')}</Button>
                </Link>
              )}
            </div>
          }
        />
      ) : null}
    </div>
  );
}
