import { Button, Segmented, Tag } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BillingCycle, BillingOverview, CompanySide, Plan } from '@gembourse/contracts/billing';
import { BILLING_CYCLES } from '@gembourse/contracts/billing';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { formatCount, formatPlanPrice, isFree, priceOf, yearlySavingPercent } from '../billing-format.ts';
import { planActionOf, type PlanAction } from '../plan-actions.ts';
import { featuresOf, includes, useFeatureText } from '../plan-features.ts';

interface PlanCardsProps {
  plans: readonly Plan[];
  /** The company's side: its plans list only what means something to it (a buyer: seats). */
  side: CompanySide;
  overview: BillingOverview;
  cycle: BillingCycle;
  onCycle: (cycle: BillingCycle) => void;
  /** Null: the viewer may not change the subscription, so the cards only compare. */
  onChoose: ((plan: Plan, action: PlanAction) => void) | null;
}

/** The plans side by side in the chosen cycle, with what each unlocks and what choosing it does. */
export function PlanCards({ plans, side, overview, cycle, onCycle, onChoose }: PlanCardsProps) {
  const { t } = useTranslation('billing');
  const saving = Math.max(0, ...plans.map(yearlySavingPercent));
  const order = plans.map((p) => p.code);
  return (
    <section className="gb-billing-plans" aria-labelledby="gb-billing-plans-title">
      <div className="gb-billing-plans__head">
        <h2 id="gb-billing-plans-title" className="gb-billing-section-title">
          {t('plans.title')}
        </h2>
        <Segmented<BillingCycle>
          value={cycle}
          onChange={onCycle}
          aria-label={t('plans.cycle')}
          options={BILLING_CYCLES.map((c) => ({
            value: c,
            label: c === 'yearly' && saving > 0 ? t('plans.yearlySave', { percent: saving }) : t(`cycle.${c}`),
          }))}
        />
      </div>
      <ul className="gb-billing-plans__grid">
        {plans.map((plan) => (
          <PlanCard
            key={plan.code}
            plan={plan}
            side={side}
            cycle={cycle}
            action={planActionOf(plan, cycle, overview, order)}
            usage={overview.usage}
            onChoose={onChoose}
          />
        ))}
      </ul>
    </section>
  );
}

interface PlanCardProps {
  plan: Plan;
  side: CompanySide;
  cycle: BillingCycle;
  action: PlanAction;
  usage: BillingOverview['usage'];
  onChoose: PlanCardsProps['onChoose'];
}

function PlanCard({ plan, side, cycle, action, usage, onChoose }: PlanCardProps) {
  const { t } = useTranslation('billing');
  const locale = useLocaleStore((s) => s.locale);
  const featureText = useFeatureText();
  const current = action.kind === 'current';
  const saving = cycle === 'yearly' ? yearlySavingPercent(plan) : 0;
  const titleId = `gb-plan-${plan.code}`;
  return (
    <li className={`gb-billing-plan${current ? ' gb-billing-plan--current' : ''}`} aria-labelledby={titleId}>
      <div className="gb-billing-plan__top">
        <h3 id={titleId} className="gb-billing-plan__name">
          {plan.name}
        </h3>
        {current ? <Tag color="gold">{t('plans.current')}</Tag> : null}
      </div>
      {plan.description ? <p className="gb-billing-plan__description">{plan.description}</p> : null}
      <div className="gb-billing-plan__price">
        {isFree(plan) ? (
          <span className="gb-billing-plan__amount">{t('plans.free')}</span>
        ) : (
          <>
            <span className="gb-billing-plan__amount">{formatPlanPrice(priceOf(plan, cycle), plan.currency, locale)}</span>
            <span className="gb-billing-plan__per"> / {t(`cycle.per.${cycle}`)}</span>
          </>
        )}
        {saving > 0 ? <Tag color="green">{t('plans.save', { percent: saving })}</Tag> : null}
      </div>
      <ul className="gb-billing-plan__features" aria-label={t('plans.unlocks', { plan: plan.name })}>
        {featuresOf(side).map((f) => (
          <Feature key={f} on={includes(plan.limits, f)}>
            {featureText(plan.limits, f)}
          </Feature>
        ))}
      </ul>
      {onChoose ? <PlanButton plan={plan} action={action} usage={usage} onChoose={onChoose} /> : null}
    </li>
  );
}

function Feature({ on, children }: { on: boolean; children: string }) {
  const { t } = useTranslation('billing');
  return (
    <li className={`gb-billing-feature${on ? '' : ' gb-billing-feature--off'}`}>
      {on ? <CheckOutlined aria-hidden /> : <CloseOutlined aria-hidden />}
      <span>
        {children}
        {on ? null : <span className="gb-sr-only"> ({t('limits.notIncluded')})</span>}
      </span>
    </li>
  );
}

function PlanButton({
  plan,
  action,
  usage,
  onChoose,
}: {
  plan: Plan;
  action: PlanAction;
  usage: BillingOverview['usage'];
  onChoose: (plan: Plan, action: PlanAction) => void;
}) {
  const { t } = useTranslation('billing');
  const locale = useLocaleStore((s) => s.locale);
  const choose = () => onChoose(plan, action);
  switch (action.kind) {
    case 'current':
      return (
        <Button block disabled>
          {t('plans.action.current')}
        </Button>
      );
    case 'scheduled':
      return (
        <Button block disabled>
          {t('plans.action.scheduled')}
        </Button>
      );
    case 'subscribe':
      return (
        <Button block type="primary" onClick={choose}>
          {t('plans.action.subscribe')}
        </Button>
      );
    case 'upgrade':
      return (
        <Button block type="primary" onClick={choose}>
          {action.cycleOnly ? t('plans.action.toYearly') : t('plans.action.upgrade')}
        </Button>
      );
    case 'cancel':
      return (
        <Button block onClick={choose}>
          {t('plans.action.downgrade')}
        </Button>
      );
    case 'downgrade': {
      const blocked = action.blocked.products || action.blocked.users;
      const why = [
        action.blocked.products
          ? t('plans.blocked.products', {
              used: formatCount(usage.products, locale),
              max: formatCount(plan.limits.maxProducts ?? 0, locale),
            })
          : null,
        action.blocked.users
          ? t('plans.blocked.users', { used: formatCount(usage.users, locale), max: formatCount(plan.limits.maxUsers ?? 0, locale) })
          : null,
      ].filter(Boolean);
      const button = (
        <Button block disabled={blocked} onClick={choose}>
          {action.cycleOnly ? t('plans.action.toMonthly') : t('plans.action.downgrade')}
        </Button>
      );
      return blocked ? (
        <div className="gb-billing-plan__blocked">
          {button}
          <p className="gb-billing-plan__why">{why.join(' ')}</p>
        </div>
      ) : (
        button
      );
    }
  }
}
