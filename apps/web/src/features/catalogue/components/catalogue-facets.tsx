import { useState } from 'react';
import { Button, Checkbox, Collapse, InputNumber, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CARAT_BUCKETS,
  FACET_KEYS,
  PRICE_BUCKETS,
  ZCatalogueFilters,
  type Facet,
  type FacetKey,
} from '@gembourse/contracts/catalogue-search';
import type { Currency } from '@gembourse/contracts/limits';
import { inputLimits } from '../../../shared/forms/schema-facts.ts';
import { INTL_TAG } from '../../../shared/i18n/format.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { LIST_FACETS, type CatalogueState, type ListFacet } from '../catalogue-params.ts';
import { useFacetLabels } from '../hooks/use-facet-labels.ts';

type Buckets = readonly (readonly [number, number | null])[];
const RANGE_FACETS = {
  carat: { buckets: CARAT_BUCKETS, min: 'caratMin', max: 'caratMax' },
  price: { buckets: PRICE_BUCKETS, min: 'priceMin', max: 'priceMax' },
} as const;
type RangeFacet = keyof typeof RANGE_FACETS;
const FLAG_FACETS = ['immediate', 'verified'] as const;
type FlagFacet = (typeof FLAG_FACETS)[number];

const isList = (k: FacetKey): k is ListFacet => (LIST_FACETS as readonly string[]).includes(k);
const isRange = (k: FacetKey): k is RangeFacet => k in RANGE_FACETS;
const isFlag = (k: FacetKey): k is FlagFacet => (FLAG_FACETS as readonly string[]).includes(k);

/** The buckets lying inside [min, max] (ticked), as indices. */
function bucketsIn(buckets: Buckets, min: number | undefined, max: number | undefined): string[] {
  if (min == null && max == null) return [];
  return buckets
    .map(([lo, hi], i) => ({ lo, hi, i }))
    .filter(({ lo, hi }) => lo >= (min ?? 0) && (max == null ? true : hi != null && hi <= max))
    .map(({ i }) => String(i));
}

/** The range covering the ticked buckets (ticking 0.5–1 and 2–5 ct filters 0.5–5 ct). */
function hullOf(buckets: Buckets, ticked: string[]): { min: number | undefined; max: number | undefined } {
  const picked = ticked.map(Number).filter((i) => buckets[i]);
  if (!picked.length) return { min: undefined, max: undefined };
  const lo = Math.min(...picked.map((i) => buckets[i][0]));
  const his = picked.map((i) => buckets[i][1]);
  const min = lo > 0 ? lo : undefined;
  return { min, max: his.includes(null) ? undefined : Math.max(...(his as number[])) };
}

interface CatalogueFacetsProps {
  state: CatalogueState;
  update: (patch: Partial<CatalogueState>) => void;
  facets: Facet[] | undefined;
  facetsExact: boolean;
  currency: Currency;
  /** Keeps ids unique when the sidebar and the phone's drawer both exist. */
  idPrefix: string;
}

/**
 * The facet sidebar: each facet a panel of checkboxes with how many products of the search have the value (counted
 * with every other facet's filter, so ticking one shows what the next tick would leave). Carat and price take a
 * typed range too.
 */
export function CatalogueFacets({ state, update, facets, facetsExact, currency, idPrefix }: CatalogueFacetsProps) {
  const { t } = useTranslation('catalogue');
  const locale = useLocaleStore((s) => s.locale);
  const labelOf = useFacetLabels(currency);
  const number = (n: number) => new Intl.NumberFormat(INTL_TAG[locale]).format(n);
  const byKey = new Map((facets ?? []).map((f) => [f.key, f]));

  const selectedOf = (key: FacetKey): string[] => {
    if (isList(key)) return state.lists[key];
    if (isFlag(key)) return state[key] ? ['true'] : [];
    if (isRange(key)) {
      const r = RANGE_FACETS[key];
      return bucketsIn(r.buckets, state.ranges[r.min], state.ranges[r.max]);
    }
    return [];
  };

  const onChange = (key: FacetKey, values: string[]) => {
    if (isList(key)) update({ lists: { ...state.lists, [key]: values } });
    else if (isFlag(key)) update({ [key]: values.length > 0 });
    else if (isRange(key)) {
      const r = RANGE_FACETS[key];
      const { min, max } = hullOf(r.buckets, values);
      update({ ranges: { ...state.ranges, [r.min]: min, [r.max]: max } });
    }
  };

  const items = FACET_KEYS.flatMap((key) => {
    const selected = selectedOf(key);
    // A value no product of the search has would lead nowhere: left out unless it is ticked.
    const counted = (byKey.get(key)?.values ?? []).filter(
      (v) => (v.count > 0 || selected.includes(String(v.value))) && (!isFlag(key) || String(v.value) === 'true'),
    );
    // A ticked value the search no longer counts stays listed (at 0) so it can be unticked where it was ticked.
    const missing = selected.filter((s) => !counted.some((v) => String(v.value) === s)).map((s) => ({ value: s, count: 0 }));
    const values = [...counted, ...missing];
    if (!values.length && !isRange(key)) return [];
    if (isRange(key) && !values.length && !byKey.size) return [];
    const options = values.map((v) => ({
      value: String(v.value),
      label: (
        <span className="gb-facet__option">
          <span className="gb-facet__label">{labelOf(key, v.value)}</span>
          <Typography.Text type="secondary" className="gb-facet__count">
            {facetsExact ? number(v.count) : t('facet.approxCount', { count: number(v.count) })}
          </Typography.Text>
        </span>
      ),
    }));
    return [
      {
        key,
        label: (
          <span>
            {t(`facets.${key}`)}
            {selected.length ? <span className="gb-facet__badge">{selected.length}</span> : null}
          </span>
        ),
        children: (
          <>
            <Checkbox.Group
              className="gb-facet__group"
              aria-label={t(`facets.${key}`)}
              value={selected}
              options={options}
              onChange={(v) => onChange(key, v as string[])}
            />
            {isRange(key) ? <RangeInputs facet={key} state={state} update={update} idPrefix={idPrefix} /> : null}
          </>
        ),
      },
    ];
  });

  const open = ['category', 'stone', 'price', ...FACET_KEYS.filter((k) => selectedOf(k).length)];
  return (
    <div className="gb-facets">
      {facetsExact ? null : (
        <Typography.Paragraph type="secondary" className="gb-facets__estimated">
          {t('facet.estimated')}
        </Typography.Paragraph>
      )}
      <Collapse ghost size="small" defaultActiveKey={open} items={items} />
    </div>
  );
}

/** Min / max boxes of the carat or price range, applied together. */
function RangeInputs({
  facet,
  state,
  update,
  idPrefix,
}: {
  facet: RangeFacet;
  state: CatalogueState;
  update: CatalogueFacetsProps['update'];
  idPrefix: string;
}) {
  const { t } = useTranslation('catalogue');
  const r = RANGE_FACETS[facet];
  const from = state.ranges[r.min] ?? null;
  const to = state.ranges[r.max] ?? null;
  const [min, setMin] = useState<number | null>(from);
  const [max, setMax] = useState<number | null>(to);
  // The URL changed by other means (a bucket ticked, a tag closed): the boxes follow it.
  const [seen, setSeen] = useState({ from, to });
  if (seen.from !== from || seen.to !== to) {
    setSeen({ from, to });
    setMin(from);
    setMax(to);
  }
  const apply = () => {
    const [lo, hi] = min != null && max != null && min > max ? [max, min] : [min, max];
    update({ ranges: { ...state.ranges, [r.min]: lo ?? undefined, [r.max]: hi ?? undefined } });
  };
  return (
    <Space.Compact className="gb-facet__range" size="small">
      <InputNumber
        id={`${idPrefix}-${facet}-min`}
        aria-label={`${t(`facets.${facet}`)} ${t('facet.min')}`}
        placeholder={t('facet.min')}
        {...inputLimits(ZCatalogueFilters, r.min)}
        value={min}
        onChange={setMin}
        onPressEnter={apply}
      />
      <InputNumber
        id={`${idPrefix}-${facet}-max`}
        aria-label={`${t(`facets.${facet}`)} ${t('facet.max')}`}
        placeholder={t('facet.max')}
        {...inputLimits(ZCatalogueFilters, r.max)}
        value={max}
        onChange={setMax}
        onPressEnter={apply}
      />
      <Button onClick={apply}>{t('facet.apply')}</Button>
    </Space.Compact>
  );
}
