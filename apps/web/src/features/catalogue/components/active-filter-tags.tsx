import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@gembourse/contracts/limits';
import { formatPrice, INTL_TAG } from '../../../shared/i18n/format.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { clearedFilters, LIST_FACETS, type CatalogueState } from '../catalogue-params.ts';
import { useFacetLabels } from '../hooks/use-facet-labels.ts';

interface ActiveFilterTagsProps {
  state: CatalogueState;
  update: (patch: Partial<CatalogueState>) => void;
  currency: Currency;
}

interface ActiveTag {
  key: string;
  label: string;
  remove: Partial<CatalogueState>;
}

/** The search's keyword and filters as closable tags, with "Clear all"; nothing when none is set. */
export function ActiveFilterTags({ state, update, currency }: ActiveFilterTagsProps) {
  const { t } = useTranslation('catalogue');
  const locale = useLocaleStore((s) => s.locale);
  const labelOf = useFacetLabels(currency);
  const number = (n: number) => new Intl.NumberFormat(INTL_TAG[locale]).format(n);

  const tags: ActiveTag[] = [];
  if (state.q) tags.push({ key: 'q', label: t('filters.keyword', { keyword: state.q }), remove: { q: '' } });
  for (const key of LIST_FACETS) {
    for (const value of state.lists[key]) {
      tags.push({
        key: `${key}:${value}`,
        label: labelOf(key, value),
        remove: { lists: { ...state.lists, [key]: state.lists[key].filter((v) => v !== value) } },
      });
    }
  }
  const range = (facet: 'carat' | 'price', lo: number | undefined, hi: number | undefined, show: (n: number) => string) => {
    if (lo == null && hi == null) return;
    const text =
      hi == null ? t(facet === 'carat' ? 'facet.caratFrom' : 'facet.priceFrom', { from: show(lo ?? 0) }) : `${show(lo ?? 0)} – ${show(hi)}`;
    tags.push({
      key: facet,
      label: `${t(`facets.${facet}`)}: ${text}${facet === 'carat' && hi != null ? ' ct' : ''}`,
      remove: { ranges: { ...state.ranges, [`${facet}Min`]: undefined, [`${facet}Max`]: undefined } },
    });
  };
  range('carat', state.ranges.caratMin, state.ranges.caratMax, number);
  range('price', state.ranges.priceMin, state.ranges.priceMax, (n) => formatPrice(n, currency, locale));
  if (state.immediate) tags.push({ key: 'immediate', label: t('facet.immediate'), remove: { immediate: false } });
  if (state.verified) tags.push({ key: 'verified', label: t('facet.verified'), remove: { verified: false } });
  if (state.supplier != null) tags.push({ key: 'supplier', label: t('filters.supplier'), remove: { supplier: undefined } });
  if (!tags.length) return null;

  return (
    <div className="gb-cat-tags" role="group" aria-label={t('filters.active')}>
      {tags.map((tag) => (
        <Tag
          key={tag.key}
          closable={{ 'aria-label': t('filters.remove', { label: tag.label }) }}
          onClose={(e) => {
            e.preventDefault();
            update(tag.remove);
          }}
        >
          {tag.label}
        </Tag>
      ))}
      <Button type="link" size="small" onClick={() => update(clearedFilters())}>
        {t('filters.clearAll')}
      </Button>
    </div>
  );
}
