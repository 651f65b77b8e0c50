import { Select } from 'antd';
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
import { ClearFilters, filterSelectProps, SortSelect, YesNoSelect } from './list-filter-controls.tsx';

interface CollectionFiltersProps {
  state: CollectionListState;
  update: (patch: Partial<CollectionListState>) => void;
}

type YesNoField = Exclude<CollectionFilterField, 'state'>;
const YES_NO_FIELDS: readonly YesNoField[] = ['published', 'listed'];

/** The filter bar: state, publishing, listing and the sort. It wraps on phones. */
export function CollectionFilters({ state, update }: CollectionFiltersProps) {
  const { t } = useTranslation('showroom');
  const labelOf = (field: CollectionFilterField) => (field === 'state' ? t('collections.filters.state') : t(`products.filters.${field}`));
  const filterProps = (field: CollectionFilterField) =>
    filterSelectProps('gb-collections', field, labelOf(field), t('products.filters.any', { field: labelOf(field) }));

  return (
    <div className="gb-products__filters" role="group" aria-label={t('products.filters.label')}>
      <Select<CollectionState>
        {...filterProps('state')}
        value={state.state}
        options={COLLECTION_STATES.map((s) => ({ value: s, label: t(`collections.state.${s}`) }))}
        onChange={(value) => update({ state: value })}
      />
      {YES_NO_FIELDS.map((field) => (
        <YesNoSelect key={field} idPrefix="gb-collections" field={field} value={state[field]} onChange={(v) => update({ [field]: v })} />
      ))}
      <SortSelect<OwnCollectionSort>
        id="gb-collections-sort"
        value={state.sort}
        options={OWN_COLLECTION_SORTS.map((v) => ({ value: v, label: t(`collections.sort.${v}`) }))}
        onChange={(sort) => update({ sort })}
      />
      <ClearFilters
        shown={hasCollectionFilters(state)}
        onClear={() => update(Object.fromEntries(COLLECTION_FILTER_FIELDS.map((field) => [field, undefined])))}
      />
    </div>
  );
}
