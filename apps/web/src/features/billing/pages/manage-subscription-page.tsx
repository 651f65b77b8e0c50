import { useState } from 'react';
import { Alert, App, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BillingCycle, BillingOverview, CompanySide, Plan, SubscribeAnswer } from '@gembourse/contracts/billing';
import { PERM } from '@gembourse/contracts/permissions';
import { errorMessageOf } from '../../../shared/api/api-error.ts';
import { formatDate } from '../../../shared/i18n/format.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { usePermission } from '../../../shared/permissions/use-permission.tsx';
import {
  cancelSubscription,
  resumeSubscription,
  subscribe,
  useBillingOverview,
  useBillingRefresh,
  useCompanySide,
  usePlans,
} from '../api.ts';
import { CheckoutDrawer } from '../components/checkout-drawer.tsx';
import { CurrentPlanCard } from '../components/current-plan-card.tsx';
import { InvoiceTable } from '../components/invoice-table.tsx';
import { PaymentMethodCard } from '../components/payment-method-card.tsx';
import { PlanCards } from '../components/plan-cards.tsx';
import { UsageCard } from '../components/usage-card.tsx';
import { isLive, type PlanAction } from '../plan-actions.ts';
import '../billing.css';

/** The checkout open over the page: the plan, cycle and kind of purchase. */
type Checkout = { plan: Plan; cycle: BillingCycle; action: 'subscribe' | 'upgrade' | 'toYearly' } | null;

/**
 * /home/manage-subscription (SPEC §2 "Company admin", issue 13 items 4-5): the company's plan, order status, start
 * date and cycle, what it uses of the plan's limits, the plans to compare in either cycle, the stored card and the
 * invoices. Holders of manage:billing:edit subscribe, upgrade (charged at once), downgrade or cancel (at the end of the
 * period, undone by "resume") and replace the card; others see the same page without the controls. A company sees
 * its own side's plans and only the limits that mean something to it (issue 28: a buyer has no showroom).
 */
export function ManageSubscriptionPage() {
  const { t } = useTranslation(['billing', 'common']);
  const side = useCompanySide();
  const overview = useBillingOverview();
  const plans = usePlans(side);
  const data = overview.data;

  return (
    <div className="gb-billing">
      <header className="gb-billing__header">
        <h1 className="gb-billing__title">{t('billing:title')}</h1>
        <p className="gb-billing-muted">{t('billing:intro')}</p>
      </header>
      {overview.isError || plans.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('billing:loadFailed')}
          description={errorMessageOf(overview.error ?? plans.error)}
          action={
            <Button
              onClick={() => {
                void overview.refetch();
                void plans.refetch();
              }}
            >
              {t('common:actions.retry')}
            </Button>
          }
        />
      ) : data && plans.data ? (
        <SubscriptionView overview={data} plans={plans.data.list} side={side} />
      ) : (
        <div className="gb-billing-panel">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      )}
    </div>
  );
}

function SubscriptionView({ overview, plans, side }: { overview: BillingOverview; plans: readonly Plan[]; side: CompanySide }) {
  const { t } = useTranslation('billing');
  const { message, modal } = App.useApp();
  const locale = useLocaleStore((s) => s.locale);
  const mayEdit = usePermission(PERM.manageBillingEdit);
  const refresh = useBillingRefresh();
  const sub = isLive(overview.subscription) ? overview.subscription : null;
  // A plan of the other side (a buyer's showroom plan bought before issue 28) runs out: the server refuses to resume it.
  const resumable = mayEdit && (!sub || sub.plan.side === side);
  const [cycle, setCycle] = useState<BillingCycle>(sub?.cycle ?? 'monthly');
  const [checkout, setCheckout] = useState<Checkout>(null);
  const [resuming, setResuming] = useState(false);
  const periodEnd = sub ? formatDate(sub.currentPeriodEnd, locale) : '';

  const confirmCancel = () =>
    modal.confirm({
      title: t('cancel.title'),
      content: t('cancel.text', { date: periodEnd, plan: sub?.plan.name ?? '' }),
      okText: t('cancel.ok'),
      okButtonProps: { danger: true },
      cancelText: t('cancel.keep'),
      // The catalogue toasts a refusal; the dialog closes either way.
      onOk: () =>
        cancelSubscription().then(
          (o) => {
            refresh(o);
            void message.success({ content: t('cancel.done', { date: periodEnd }), key: 'billing' });
          },
          () => undefined,
        ),
    });

  const resume = async () => {
    setResuming(true);
    try {
      refresh(await resumeSubscription());
      void message.success({ content: t('current.resumed'), key: 'billing' });
    } catch {
      // The catalogue has said why.
    } finally {
      setResuming(false);
    }
  };

  const confirmDowngrade = (plan: Plan, cycleOnly: boolean) =>
    modal.confirm({
      title: cycleOnly ? t('downgrade.titleCycle', { cycle: t(`cycle.${cycle}`) }) : t('downgrade.title', { plan: plan.name }),
      content: t('downgrade.text', { date: periodEnd, plan: plan.name, cycle: t(`cycle.${cycle}`) }),
      okText: t('downgrade.ok'),
      cancelText: t('actions.close'),
      // A downgrade below what the company uses answers PLAN_LIMIT: the catalogue toasts the server's reason.
      onOk: () =>
        subscribe({ planCode: plan.code, cycle }).then(
          ({ overview: o }) => {
            refresh(o);
            void message.success({ content: t('downgrade.done', { plan: plan.name, date: periodEnd }), key: 'billing' });
          },
          () => undefined,
        ),
    });

  const choose = (plan: Plan, action: PlanAction) => {
    if (action.kind === 'subscribe') setCheckout({ plan, cycle, action: 'subscribe' });
    else if (action.kind === 'upgrade') setCheckout({ plan, cycle, action: action.cycleOnly ? 'toYearly' : 'upgrade' });
    else if (action.kind === 'downgrade') confirmDowngrade(plan, action.cycleOnly);
    else if (action.kind === 'cancel') confirmCancel();
  };

  const paid = ({ overview: o, invoice }: SubscribeAnswer) => {
    setCheckout(null);
    refresh(o);
    void message.success({
      content: invoice ? t('checkout.doneInvoice', { number: invoice.number }) : t('checkout.done'),
      key: 'billing',
      duration: 5,
    });
  };

  return (
    <>
      {mayEdit ? null : <Alert className="gb-billing-readonly" type="info" showIcon title={t('readOnly')} />}
      <div className="gb-billing-top">
        <CurrentPlanCard
          overview={overview}
          onCancel={mayEdit ? confirmCancel : null}
          onResume={resumable ? () => void resume() : null}
          resuming={resuming}
        />
        <UsageCard overview={overview} side={side} />
      </div>
      <PlanCards plans={plans} side={side} overview={overview} cycle={cycle} onCycle={setCycle} onChoose={mayEdit ? choose : null} />
      <PaymentMethodCard overview={overview} mayEdit={mayEdit} onSaved={refresh} />
      <InvoiceTable />
      {checkout ? (
        <CheckoutDrawer
          plan={checkout.plan}
          cycle={checkout.cycle}
          action={checkout.action}
          overview={overview}
          onClose={() => setCheckout(null)}
          onDone={paid}
        />
      ) : null}
    </>
  );
}
