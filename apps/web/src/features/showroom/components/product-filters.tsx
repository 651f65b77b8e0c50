import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { OWN_PRODUCT_SORTS, type OwnProductOptions, type OwnProductSort } from '@gembourse/contracts/own-products';
import { AVAILABILITIES } from '@gembourse/contracts/product';
import { DictionarySelect } from '../../../shared/ui/dictionary-select.tsx';
import { FILTER_FIELDS, hasFilters, type FilterField, type ProductListState, type YesNoField } from '../product-list-params.ts';
import { ClearFilters, filterSelectProps, SortSelect, YesNoSelect } from './list-filter-controls.tsx';

const YES_NO_FIELDS: readonly YesNoField[] = ['published', 'listed', 'immediate'];

interface ProductFiltersProps {
  state: ProductListState;
  update: (patch: Partial<ProductListState>) => void;
  options: OwnProductOptions | undefined;
}

/** The filter bar: category, collection, brand, tag, the yes/no states, availability and the sort. It wraps on phones. */
export function ProductFilters({ state, update, options }: ProductFiltersProps) {
  const { t } = useTranslation('showroom');
  const filterProps = (field: FilterField) =>
    filterSelectProps(
      'gb-products',
      field,
      t(`products.filters.${field}`),
      t('products.filters.any', { field: t(`products.filters.${field}`) }),
    );
  const named = (list: { id: number; name: string }[] | undefined) => list?.map((c) => ({ value: c.id, label: c.name })) ?? [];

  return (
    <div className="gb-products__filters" role="group" aria-label={t('products.filters.label')}>
      <DictionarySelect<number>
        dictCode="product_category"
        {...filterProps('category')}
        value={state.category}
        onChange={(category) => update({ category })}
      />
      <Select<number>
        {...filterProps('collection')}
        showSearch={{ optionFilterProp: 'label' }}
        value={state.collection}
        options={named(options?.collections)}
        onChange={(collection) => update({ collection })}
      />
      <Select<number>
        {...filterProps('brand')}
        showSearch={{ optionFilterProp: 'label' }}
        value={state.brand}
        options={named(options?.brands)}
        onChange={(brand) => update({ brand })}
      />
      <Select<string>
        {...filterProps('tag')}
        showSearch
        value={state.tag}
        options={options?.tags.map((tag) => ({ value: tag, label: tag })) ?? []}
        onChange={(tag) => update({ tag })}
      />
      {YES_NO_FIELDS.map((field) => (
        <YesNoSelect key={field} idPrefix="gb-products" field={field} value={state[field]} onChange={(v) => update({ [field]: v })} />
      ))}
      <Select
        {...filterProps('availability')}
        value={state.availability}
        options={AVAILABILITIES.map((a) => ({ value: a, label: t(`products.availability.${a}`) }))}
        onChange={(availability) => update({ availability })}
      />
      <SortSelect<OwnProductSort>
        id="gb-products-sort"
        value={state.sort}
        options={OWN_PRODUCT_SORTS.map((v) => ({ value: v, label: t(`products.sort.${v}`) }))}
        onChange={(sort) => update({ sort })}
      />
      <ClearFilters
        shown={hasFilters(state)}
        onClear={() => update(Object.fromEntries(FILTER_FIELDS.map((field) => [field, undefined])))}
      />
    </div>
  );
}
