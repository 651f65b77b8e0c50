import { useTranslation } from 'react-i18next';
import { PLAN_FEATURES, type CompanySide, type PlanLimits } from '@gembourse/contracts/billing';
import { useLocaleStore } from '../../shared/i18n/locale-store.ts';
import { formatCount } from './billing-format.ts';

/** One thing a plan unlocks (a key of its limits). */
export type PlanFeature = keyof PlanLimits;

/** The limits that a company of `side` is shown, in order (the contract's PLAN_FEATURES: a buyer sees seats only). */
export const featuresOf = (side: CompanySide): readonly PlanFeature[] => PLAN_FEATURES[side];

/** The limits counted against what the company uses (a meter on the usage card); the others are yes or no. */
export const METERED: Partial<Record<PlanFeature, 'products' | 'users'>> = { maxProducts: 'products', maxUsers: 'users' };

/** Whether a plan includes `feature`: a count or a number of days always is, a switch when it is on. */
export function includes(limits: PlanLimits, feature: PlanFeature): boolean {
  const value = limits[feature];
  return typeof value === 'boolean' ? value : true;
}

/** The words of a feature of a plan in the viewer's language ("Up to 50 products", "Launch collections"). */
export function useFeatureText(): (limits: PlanLimits, feature: PlanFeature) => string {
  const { t } = useTranslation('billing');
  const locale = useLocaleStore((s) => s.locale);
  const count = (n: number) => ({ count: n, n: formatCount(n, locale) });
  return (limits, feature) => {
    switch (feature) {
      case 'maxProducts':
        return limits.maxProducts === null ? t('limits.productsUnlimited') : t('limits.products', count(limits.maxProducts));
      case 'maxUsers':
        return limits.maxUsers === null ? t('limits.usersUnlimited') : t('limits.users', count(limits.maxUsers));
      case 'analyticsDays':
        return t('limits.analytics', count(limits.analyticsDays));
      case 'launchCollections':
        return t('limits.launchCollections');
      case 'featured':
        return t('limits.featured');
    }
  };
}
