import { Progress } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BillingOverview } from '@gembourse/contracts/billing';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { formatCount } from '../billing-format.ts';
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

/** What the company uses of its plan's limits (products, users) and what else the plan unlocks. */
export function UsageCard({ overview }: { overview: BillingOverview }) {
  const { t } = useTranslation('billing');
  const locale = useLocaleStore((s) => s.locale);
  const { limits } = overview.effectivePlan;
  return (
    <BillingPanel id="usage" title={t('usage.title')} className="gb-billing-usage">
      <Meter label={t('usage.products')} used={overview.usage.products} max={limits.maxProducts} />
      <Meter label={t('usage.users')} used={overview.usage.users} max={limits.maxUsers} />
      <ul className="gb-billing-usage__extras">
        <li>{t('limits.analytics', { count: limits.analyticsDays, n: formatCount(limits.analyticsDays, locale) })}</li>
        <li className={limits.launchCollections ? '' : 'gb-billing-feature--off'}>
          {limits.launchCollections ? <CheckOutlined aria-hidden /> : <CloseOutlined aria-hidden />} {t('limits.launchCollections')}
          {limits.launchCollections ? null : <span className="gb-sr-only"> ({t('limits.notIncluded')})</span>}
        </li>
        <li className={limits.featured ? '' : 'gb-billing-feature--off'}>
          {limits.featured ? <CheckOutlined aria-hidden /> : <CloseOutlined aria-hidden />} {t('limits.featured')}
          {limits.featured ? null : <span className="gb-sr-only"> ({t('limits.notIncluded')})</span>}
        </li>
      </ul>
    </BillingPanel>
  );
}
