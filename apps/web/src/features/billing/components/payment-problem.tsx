import { useEffect, useRef, useState } from 'react';
import { Alert, type FormInstance } from 'antd';
import { CreditCardOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { endsSession, opensReminder } from '../../../shared/api/error-catalogue.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import type { FormKit } from '../../../shared/forms/use-form-kit.ts';
import { paymentFailureOf } from '../api.ts';
import { CARD_SECRETS, toPaymentRequest, type PaymentRequest, type PaymentValues } from '../payment-form.ts';

/** What the payment form says above its buttons after a refused attempt. */
export interface PaymentProblem {
  kind: 'declined' | 'retry' | 'failed';
  /** The server's message in the viewer's language (the provider's reason), or the form's own. */
  text: string;
}

/** The refusal above the form's buttons: a declined card, a "try again", or another failure. */
export function PaymentProblemAlert({ problem }: { problem: PaymentProblem | null }) {
  const { t } = useTranslation('billing');
  const ref = useRef<HTMLDivElement>(null);
  // The form may be scrolled to its last input: the refusal comes into view where the payer looks next.
  useEffect(() => {
    if (problem) ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [problem]);
  if (!problem) return null;
  return (
    <div ref={ref}>
      <Alert
        className="gb-billing-problem"
        type={problem.kind === 'retry' ? 'warning' : 'error'}
        showIcon
        icon={problem.kind === 'failed' ? undefined : <CreditCardOutlined />}
        title={t(`problem.${problem.kind}`)}
        description={problem.text}
        role="alert"
        data-testid="payment-problem"
      />
    </div>
  );
}

/**
 * The payment form's submit: checks the card and address with the contract's schema (nothing is sent while a rule
 * fails), sends, and after any answer clears what must not stay in the form: the CVV always, the number too after a
 * decline (the payer tries another card). A refusal is put in the form (field errors under their inputs, the rest in
 * the alert); codes the error catalogue answers itself (session ended, a reminder modal) are left to it.
 */
export function usePaymentSubmit(form: FormInstance<PaymentValues>, kit: FormKit<PaymentValues>) {
  const { t } = useTranslation('billing');
  const [problem, setProblem] = useState<PaymentProblem | null>(null);
  const [busy, setBusy] = useState(false);

  /** Runs `send` with the checked card (undefined when `withCard` is false); true when it succeeded. */
  const submit = async <T,>(withCard: boolean, send: (payment: PaymentRequest | undefined) => Promise<T>, done: (answer: T) => void) => {
    setProblem(null);
    let payment: PaymentRequest | undefined;
    if (withCard) {
      if (!(await kit.validate())) return false;
      payment = kit.parse<PaymentRequest>(toPaymentRequest(form.getFieldsValue(true)));
      if (!payment) return false;
    }
    setBusy(true);
    try {
      const answer = await send(payment);
      form.resetFields();
      done(answer);
      return true;
    } catch (error) {
      const failure = paymentFailureOf(error);
      form.setFieldsValue(Object.fromEntries((failure === 'declined' ? CARD_SECRETS : (['cardCvv'] as const)).map((k) => [k, ''])));
      if (!isApiError(error) || error.kind === 'aborted' || endsSession(error) || opensReminder(error)) return false;
      const text = kit.showServerErrors(error, t('problem.failedText'));
      if (text || failure) setProblem({ kind: failure ?? 'failed', text: text ?? error.message });
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { problem, setProblem, busy, submit };
}
