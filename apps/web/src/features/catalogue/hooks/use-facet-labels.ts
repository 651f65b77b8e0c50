import { useTranslation } from 'react-i18next';
import { CARAT_BUCKETS, PRICE_BUCKETS, type FacetKey } from '@gembourse/contracts/catalogue-search';
import type { DictCode } from '@gembourse/contracts/dictionary';
import type { Currency } from '@gembourse/contracts/limits';
import { useDictionaries } from '../../../shared/dictionary/use-dictionary.ts';
import { formatCountry, formatPrice, INTL_TAG } from '../../../shared/i18n/format.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';

/** Facets whose values are dictionary ids, and their dictionary. */
const DICT_OF: Partial<Record<FacetKey, DictCode>> = {
  group: 'category_group',
  category: 'product_category',
  metal: 'metal',
  stone: 'stone_type',
  shape: 'stone_shape',
  treatment: 'stone_treatment',
};
/** The dictionaries the facets are labelled with (the hook's, and the server renderer's for the catalogue). */
export const FACET_DICTS = Object.values(DICT_OF);

/** The label of a bucket of CARAT_BUCKETS or PRICE_BUCKETS ("1 – 2 ct", "€5,000 and above"). */
function bucketLabel(
  buckets: readonly (readonly [number, number | null])[],
  index: number,
  show: (n: number) => string,
  t: ReturnType<typeof useTranslation<'catalogue'>>['t'],
  range: 'caratRange' | 'priceRange',
  from: 'caratFrom' | 'priceFrom',
): string {
  const b = buckets[index];
  if (!b) return String(index);
  const [lo, hi] = b;
  if (hi == null) return t(`facet.${from}`, { from: show(lo) });
  return range === 'caratRange' ? t('facet.caratRange', { from: show(lo), to: show(hi) }) : `${show(lo)} – ${show(hi)}`;
}

/**
 * Labels of facet values in the viewer's language: dictionary labels (categories, metals, stones...), country names,
 * the catalogue's own words (colours, availability, segments) and the ranges of the carat and price buckets.
 */
export function useFacetLabels(currency: Currency) {
  const { t } = useTranslation('catalogue');
  const locale = useLocaleStore((s) => s.locale);
  const { labelsOf } = useDictionaries(FACET_DICTS);
  const number = (n: number) => new Intl.NumberFormat(INTL_TAG[locale]).format(n);

  return (key: FacetKey, value: string | number): string => {
    const v = String(value);
    const dict = DICT_OF[key];
    if (dict) return labelsOf(dict, Number(v));
    switch (key) {
      case 'origin':
      case 'country':
        return formatCountry(v, locale);
      case 'colour':
        return /^[D-M]$/.test(v) ? t('colour.letter', { grade: v }) : t(`colour.${v}` as 'colour.white');
      case 'lab':
        return v === 'other' ? t('lab.other') : v;
      case 'availability':
        return t(`availability.${v}` as 'availability.stock');
      case 'segment':
        return t(`segment.${v}` as 'segment.high');
      case 'immediate':
        return t('facet.immediate');
      case 'verified':
        return t('facet.verified');
      case 'carat':
        return bucketLabel(CARAT_BUCKETS, Number(v), number, t, 'caratRange', 'caratFrom');
      case 'price':
        return bucketLabel(PRICE_BUCKETS, Number(v), (n) => formatPrice(n, currency, locale), t, 'priceRange', 'priceFrom');
      default:
        return v;
    }
  };
}
