import { Alert, Button, Descriptions, Tag } from 'antd';
import { CrownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BillingOverview, OrderStatus, Subscription } from '@gembourse/contracts/billing';
import { formatDate } from '../../../shared/i18n/format.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { formatPlanPrice, priceOf } from '../billing-format.ts';
import { isLive } from '../plan-actions.ts';
import { BillingPanel } from './billing-panel.tsx';

const STATUS_COLOR: Record<OrderStatus, string> = { active: 'green', pending: 'gold', cancelled: 'default', expired: 'red' };

interface CurrentPlanCardProps {
  overview: BillingOverview;
  /** Null: the viewer may not change the subscription (no manage:billing:edit), so no actions show. */
  onCancel: (() => void) | null;
  onResume: (() => void) | null;
  resuming: boolean;
}

/**
 * The company's subscription (SPEC §3: plan, order status, start date, cycle) with its current period, and what the
 * end of the period brings: a cancel or a downgrade, which "resume" undoes.
 */
export function CurrentPlanCard({ overview, onCancel, onResume, resuming }: CurrentPlanCardProps) {
  const { t } = useTranslation('billing');
  const locale = useLocaleStore((s) => s.locale);
  const sub = isLive(overview.subscription) ? overview.subscription : null;
  const plan = sub?.plan ?? overview.effectivePlan;
  return (
    <BillingPanel
      id="current"
      title={t('current.title')}
      className="gb-billing-current"
      extra={sub ? <Tag color={STATUS_COLOR[sub.orderStatus]}>{t(`status.${sub.orderStatus}`)}</Tag> : null}
    >
      <div className="gb-billing-current__plan">
        <CrownOutlined className="gb-billing-current__icon" aria-hidden />
        <div>
          <div className="gb-billing-current__name">{plan.name}</div>
          {sub ? (
            <div className="gb-billing-muted">
              {formatPlanPrice(priceOf(sub.plan, sub.cycle), sub.plan.currency, locale)} / {t(`cycle.per.${sub.cycle}`)}
            </div>
          ) : (
            <div className="gb-billing-muted">{t('current.freeText')}</div>
          )}
        </div>
      </div>
      {sub ? <SubscriptionFacts sub={sub} /> : null}
      {sub ? <Scheduled sub={sub} onResume={onResume} resuming={resuming} /> : null}
      {sub && onCancel && !sub.cancelAtPeriodEnd ? (
        <div className="gb-billing-current__actions">
          <Button danger type="text" onClick={onCancel}>
            {t('current.cancel')}
          </Button>
        </div>
      ) : null}
    </BillingPanel>
  );
}

function SubscriptionFacts({ sub }: { sub: Subscription }) {
  const { t } = useTranslation('billing');
  const locale = useLocaleStore((s) => s.locale);
  return (
    <Descriptions
      className="gb-billing-facts"
      size="small"
      column={{ xs: 1, sm: 2 }}
      items={[
        { key: 'status', label: t('current.orderStatus'), children: t(`status.${sub.orderStatus}`) },
        { key: 'start', label: t('current.startDate'), children: formatDate(sub.startDate, locale) },
        { key: 'cycle', label: t('current.cycle'), children: t(`cycle.${sub.cycle}`) },
        {
          key: 'end',
          label: sub.cancelAtPeriodEnd ? t('current.endsOn') : t('current.renewsOn'),
          children: formatDate(sub.currentPeriodEnd, locale),
        },
      ]}
    />
  );
}

/** What happens at the end of the period: the cancel or the downgrade, and the button that undoes it. */
function Scheduled({ sub, onResume, resuming }: { sub: Subscription; onResume: (() => void) | null; resuming: boolean }) {
  const { t } = useTranslation('billing');
  const locale = useLocaleStore((s) => s.locale);
  const date = formatDate(sub.currentPeriodEnd, locale);
  let text: string | null = null;
  if (sub.cancelAtPeriodEnd) text = t('current.cancelScheduled', { date });
  else if (sub.nextPlan) {
    text = t('current.changeScheduled', { date, plan: sub.nextPlan.name, cycle: t(`cycle.${sub.nextCycle ?? sub.cycle}`) });
  }
  if (!text) return null;
  return (
    <Alert
      className="gb-billing-scheduled"
      type={sub.cancelAtPeriodEnd ? 'warning' : 'info'}
      showIcon
      title={text}
      action={
        onResume ? (
          <Button size="small" loading={resuming} onClick={onResume}>
            {sub.cancelAtPeriodEnd ? t('current.resume') : t('current.keepPlan', { plan: sub.plan.name })}
          </Button>
        ) : null
      }
    />
  );
}
