import { Button, Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BillingCycle, BillingOverview, Plan, SubscribeAnswer } from '@gembourse/contracts/billing';
import { useFormKit } from '../../../shared/forms/use-form-kit.ts';
import { SidePanel } from '../../../shared/ui/side-panel.tsx';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { subscribe } from '../api.ts';
import { formatPlanPrice, priceOf } from '../billing-format.ts';
import { brandName, expiryText } from '../card-format.ts';
import { addressValues, PAYMENT_KIT, type PaymentValues } from '../payment-form.ts';
import { BillingAddressFields, CardFields } from './payment-fields.tsx';
import { PaymentProblemAlert, usePaymentSubmit } from './payment-problem.tsx';
import { TestCardsHint } from './test-cards-hint.tsx';

interface CheckoutDrawerProps {
  plan: Plan;
  cycle: BillingCycle;
  /** A first subscription, or a change charged at once: a higher plan, or yearly instead of monthly (`cycleOnly`). */
  action: 'subscribe' | 'upgrade' | 'toYearly';
  overview: BillingOverview;
  onClose: () => void;
  onDone: (answer: SubscribeAnswer) => void;
}

/**
 * The checkout (issue 13 item 5): what is bought, then the card that pays for it: the stored one (•••• 4242) or a new
 * one with its billing address, checked with the contract's rules before anything is sent. A declined card is said in
 * the form, which stays open for another card; on success the form is emptied and closed.
 */
export function CheckoutDrawer({ plan, cycle, action, overview, onClose, onDone }: CheckoutDrawerProps) {
  const { t } = useTranslation('billing');
  const locale = useLocaleStore((s) => s.locale);
  const [form] = Form.useForm<PaymentValues>();
  const kit = useFormKit(form, PAYMENT_KIT);
  const { problem, busy, submit } = usePaymentSubmit(form, kit);
  const stored = overview.paymentMethod;
  const source = Form.useWatch('source', form) ?? (stored ? 'stored' : 'new');
  const withCard = !stored || source === 'new';
  const price = formatPlanPrice(priceOf(plan, cycle), plan.currency, locale);

  const pay = () => void submit(withCard, (payment) => subscribe({ planCode: plan.code, cycle, ...payment }, { inForm: true }), onDone);

  return (
    <SidePanel
      title={t(`checkout.title.${action}`, { plan: plan.name })}
      onClose={onClose}
      size={520}
      footer={
        <div className="gb-billing-drawer__footer">
          <Button onClick={onClose}>{t('actions.close')}</Button>
          <Button type="primary" loading={busy} onClick={pay}>
            {t('checkout.pay')}
          </Button>
        </div>
      }
    >
      <section className="gb-billing-summary" aria-label={t('checkout.summary')}>
        <div className="gb-billing-summary__row">
          <span className="gb-billing-summary__plan">{plan.name}</span>
          <span className="gb-billing-summary__price">
            {price}
            <span className="gb-billing-summary__per"> / {t(`cycle.per.${cycle}`)}</span>
          </span>
        </div>
        <p className="gb-billing-summary__note">{t(`checkout.note.${action}`)}</p>
        <p className="gb-billing-summary__note">{t('checkout.tax')}</p>
      </section>
      <Form<PaymentValues>
        form={form}
        layout="vertical"
        name="billing-checkout"
        noValidate
        initialValues={{ source: stored ? 'stored' : 'new', ...addressValues(stored) }}
        onFinish={pay}
      >
        <PaymentProblemAlert problem={problem} />
        {stored ? (
          <Form.Item name="source" label={t('checkout.payWith')}>
            <Radio.Group className="gb-billing-source">
              <Radio value="stored">
                {t('card.stored', { brand: brandName(stored.brand), last4: stored.last4 })}
                <span className="gb-billing-muted"> · {t('card.expires', { date: expiryText(stored.expMonth, stored.expYear) })}</span>
              </Radio>
              <Radio value="new">{t('checkout.newCard')}</Radio>
            </Radio.Group>
          </Form.Item>
        ) : null}
        {withCard ? (
          <>
            <TestCardsHint onPick={(number) => form.setFieldsValue({ cardNumber: number })} />
            <CardFields kit={kit} />
            <BillingAddressFields kit={kit} />
          </>
        ) : null}
        {/* Enter in an input submits, as the footer's button does. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </SidePanel>
  );
}
