import { Progress } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BillingOverview, CompanySide } from '@gembourse/contracts/billing';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { formatCount } from '../billing-format.ts';
import { featuresOf, includes, METERED, useFeatureText } from '../plan-features.ts';
import { BillingPanel } from './billing-panel.tsx';

/** One limit: what the company uses of it, as a bar (none when the plan sets no limit). */
function Meter({ label, used, max }: { label: string; used: number; max: number | null }) {
  const { t } = useTranslation('billing');
  const locale = useLocaleStore((s) => s.locale);
  const n = (v: number) => formatCount(v, locale);
  const percent = max ? Math.min(100, Math.round((used / max) * 100)) : 0;
  const over = max !== null && used > max;
  return (
    <div className="gb-billing-meter">
      <div className="gb-billing-meter__row">
        <span className="gb-billing-meter__label">{label}</span>
        <span className={`gb-billing-meter__value${over ? ' gb-billing-meter__value--over' : ''}`}>
          {max === null ? t('usage.ofUnlimited', { used: n(used) }) : t('usage.of', { used: n(used), max: n(max) })}
        </span>
      </div>
      {max === null ? null : (
        <Progress
          percent={percent}
          showInfo={false}
          size="small"
          status={over ? 'exception' : percent >= 90 ? 'active' : 'normal'}
          aria-label={`${label}: ${t('usage.of', { used: n(used), max: n(max) })}`}
        />
      )}
    </div>
  );
}

/**
 * What the company uses of its plan's limits (products and users, as far as they mean something to its side) and
 * what else the plan unlocks.
 */
export function UsageCard({ overview, side }: { overview: BillingOverview; side: CompanySide }) {
  const { t } = useTranslation('billing');
  const featureText = useFeatureText();
  const { limits } = overview.effectivePlan;
  const features = featuresOf(side);
  const others = features.filter((f) => !METERED[f]);
  return (
    <BillingPanel id="usage" title={t('usage.title')} className="gb-billing-usage">
      {features.map((f) => {
        const used = METERED[f];
        if (!used) return null;
        const max = f === 'maxProducts' ? limits.maxProducts : limits.maxUsers;
        return <Meter key={f} label={t(`usage.${used}`)} used={overview.usage[used]} max={max} />;
      })}
      {others.length ? (
        <ul className="gb-billing-usage__extras">
          {others.map((f) => {
            const on = includes(limits, f);
            const words = featureText(limits, f);
            // A count of days reads as a fact; a switch carries a tick or a cross (and says "not included" to readers).
            if (typeof limits[f] !== 'boolean') return <li key={f}>{words}</li>;
            return (
              <li key={f} className={on ? '' : 'gb-billing-feature--off'}>
                {on ? <CheckOutlined aria-hidden /> : <CloseOutlined aria-hidden />} {words}
                {on ? null : <span className="gb-sr-only"> ({t('limits.notIncluded')})</span>}
              </li>
            );
          })}
        </ul>
      ) : null}
    </BillingPanel>
  );
}
