import { Button, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  COLLECTION_STATES,
  OWN_COLLECTION_SORTS,
  type CollectionState,
  type OwnCollectionSort,
} from '@gembourse/contracts/own-collections';
import {
  COLLECTION_FILTER_FIELDS,
  hasCollectionFilters,
  type CollectionFilterField,
  type CollectionListState,
} from '../collection-list-params.ts';

interface CollectionFiltersProps {
  state: CollectionListState;
  update: (patch: Partial<CollectionListState>) => void;
}

type YesNoField = Exclude<CollectionFilterField, 'state'>;

// The yes/no filters: which status label names each answer (the product list's words).
const YES_NO = {
  published: { yes: 'published', no: 'unpublished' },
  listed: { yes: 'listed', no: 'unlisted' },
} as const satisfies Record<YesNoField, { yes: string; no: string }>;

/** The filter bar: state, publishing, listing and the sort. It wraps on phones. */
export function CollectionFilters({ state, update }: CollectionFiltersProps) {
  const { t } = useTranslation('showroom');
  const labelOf = (field: CollectionFilterField) => (field === 'state' ? t('collections.filters.state') : t(`products.filters.${field}`));
  // Each select names its field and shows "<field>: any" while nothing is chosen; clearing it means any again.
  const filterProps = (field: CollectionFilterField) => ({
    // An id of our own: antd's generated one is the same for every select under test, which breaks label lookups.
    id: `gb-collections-${field}`,
    className: 'gb-products__filter',
    allowClear: true,
    popupMatchSelectWidth: false,
    'aria-label': labelOf(field),
    placeholder: t('products.filters.any', { field: labelOf(field) }),
  });

  return (
    <div className="gb-products__filters" role="group" aria-label={t('products.filters.label')}>
      <Select<CollectionState>
        {...filterProps('state')}
        value={state.state}
        options={COLLECTION_STATES.map((s) => ({ value: s, label: t(`collections.state.${s}`) }))}
        onChange={(value) => update({ state: value })}
      />
      {(Object.keys(YES_NO) as YesNoField[]).map((field) => (
        <Select<'true' | 'false'>
          key={field}
          {...filterProps(field)}
          value={state[field] === undefined ? undefined : state[field] ? 'true' : 'false'}
          options={[
            { value: 'true', label: t(`products.status.${YES_NO[field].yes}`) },
            { value: 'false', label: t(`products.status.${YES_NO[field].no}`) },
          ]}
          onChange={(value) => update({ [field]: value === undefined ? undefined : value === 'true' })}
        />
      ))}
      <Select<OwnCollectionSort>
        id="gb-collections-sort"
        className="gb-products__filter gb-products__sort"
        aria-label={t('products.sort.label')}
        prefix={t('products.sort.label')}
        popupMatchSelectWidth={false}
        value={state.sort}
        options={OWN_COLLECTION_SORTS.map((s) => ({ value: s, label: t(`collections.sort.${s}`) }))}
        onChange={(sort) => update({ sort })}
      />
      {hasCollectionFilters(state) ? (
        <Button type="link" onClick={() => update(Object.fromEntries(COLLECTION_FILTER_FIELDS.map((field) => [field, undefined])))}>
          {t('products.filters.clear')}
        </Button>
      ) : null}
    </div>
  );
}
