import { useState } from 'react';
import { App, Button, Form } from 'antd';
import { CreditCardOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BillingOverview, PaymentMethod } from '@gembourse/contracts/billing';
import { useFormKit } from '../../../shared/forms/use-form-kit.ts';
import { SidePanel } from '../../../shared/ui/side-panel.tsx';
import { formatCountry } from '../../../shared/i18n/format.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { updatePaymentMethod } from '../api.ts';
import { brandName, expiryText } from '../card-format.ts';
import { addressValues, PAYMENT_KIT, type PaymentValues } from '../payment-form.ts';
import { BillingAddressFields, CardFields } from './payment-fields.tsx';
import { PaymentProblemAlert, usePaymentSubmit } from './payment-problem.tsx';
import { TestCardsHint } from './test-cards-hint.tsx';
import { BillingPanel } from './billing-panel.tsx';

/** The stored card as a line: "Visa •••• 4242". */
export function CardLine({ brand, last4 }: { brand: string; last4: string }) {
  return (
    <span className="gb-billing-card-line">
      {brandName(brand)} <span aria-hidden>••••</span> {last4}
    </span>
  );
}

/** A billing address on lines (street; postal code, city, state; country in the viewer's language). */
function AddressLines({ method }: { method: PaymentMethod }) {
  const locale = useLocaleStore((s) => s.locale);
  const a = method.billingAddress;
  return (
    <address className="gb-billing-address">
      {a.street}
      <br />
      {[a.postalCode, a.city, a.state].filter(Boolean).join(' ')}
      <br />
      {formatCountry(a.country, locale)}
    </address>
  );
}

/**
 * The payment and billing information (SPEC §2 "Company admin"): the stored card (only brand, last four and expiry
 * are kept) and its billing address; holders of manage:billing:edit replace it in a drawer.
 */
export function PaymentMethodCard({
  overview,
  mayEdit,
  onSaved,
}: {
  overview: BillingOverview;
  mayEdit: boolean;
  onSaved: (o: BillingOverview) => void;
}) {
  const { t } = useTranslation('billing');
  const [editing, setEditing] = useState(false);
  const method = overview.paymentMethod;
  return (
    <BillingPanel
      id="card"
      title={t('paymentMethod.title')}
      extra={
        mayEdit ? (
          <Button icon={method ? <EditOutlined /> : <CreditCardOutlined />} onClick={() => setEditing(true)}>
            {method ? t('paymentMethod.update') : t('paymentMethod.add')}
          </Button>
        ) : null
      }
    >
      {method ? (
        <div className="gb-billing-method">
          <div className="gb-billing-method__card">
            <CreditCardOutlined className="gb-billing-method__icon" aria-hidden />
            <div>
              <div className="gb-billing-method__number">
                <CardLine brand={method.brand} last4={method.last4} />
              </div>
              <div className="gb-billing-muted">{t('card.expires', { date: expiryText(method.expMonth, method.expYear) })}</div>
            </div>
          </div>
          <div>
            <div className="gb-billing-label">{t('address.legend')}</div>
            <AddressLines method={method} />
          </div>
        </div>
      ) : (
        <p className="gb-billing-muted">{t('paymentMethod.none')}</p>
      )}
      {editing ? (
        <PaymentMethodDrawer
          method={method}
          onClose={() => setEditing(false)}
          onSaved={(o) => {
            setEditing(false);
            onSaved(o);
          }}
        />
      ) : null}
    </BillingPanel>
  );
}

/** Replaces the stored card: the provider checks it, nothing is charged. */
function PaymentMethodDrawer({
  method,
  onClose,
  onSaved,
}: {
  method: PaymentMethod | null;
  onClose: () => void;
  onSaved: (o: BillingOverview) => void;
}) {
  const { t } = useTranslation('billing');
  const { message } = App.useApp();
  const [form] = Form.useForm<PaymentValues>();
  const kit = useFormKit(form, PAYMENT_KIT);
  const { problem, busy, submit } = usePaymentSubmit(form, kit);
  const save = () =>
    void submit(
      true,
      (payment) => updatePaymentMethod(payment!),
      (overview) => {
        void message.success({ content: t('paymentMethod.saved'), key: 'billing-card' });
        onSaved(overview);
      },
    );
  return (
    <SidePanel
      title={method ? t('paymentMethod.update') : t('paymentMethod.add')}
      onClose={onClose}
      size={520}
      footer={
        <div className="gb-billing-drawer__footer">
          <Button onClick={onClose}>{t('actions.close')}</Button>
          <Button type="primary" loading={busy} onClick={save}>
            {t('paymentMethod.save')}
          </Button>
        </div>
      }
    >
      <p className="gb-billing-muted">{t('paymentMethod.noCharge')}</p>
      <Form<PaymentValues>
        form={form}
        layout="vertical"
        name="billing-card"
        noValidate
        initialValues={addressValues(method)}
        onFinish={save}
      >
        <PaymentProblemAlert problem={problem} />
        <TestCardsHint onPick={(number) => form.setFieldsValue({ cardNumber: number })} />
        <CardFields kit={kit} />
        <BillingAddressFields kit={kit} />
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </SidePanel>
  );
}
