import { Button, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { OWN_PRODUCT_SORTS, type OwnProductOptions, type OwnProductSort } from '@gembourse/contracts/own-products';
import { AVAILABILITIES } from '@gembourse/contracts/product';
import { DictionarySelect } from '../../../shared/ui/dictionary-select.tsx';
import { FILTER_FIELDS, hasFilters, type FilterField, type ProductListState, type YesNoField } from '../product-list-params.ts';

interface ProductFiltersProps {
  state: ProductListState;
  update: (patch: Partial<ProductListState>) => void;
  options: OwnProductOptions | undefined;
}

// The yes/no filters: which status label names each answer.
const YES_NO: Record<YesNoField, { yes: 'published' | 'listed' | 'immediate'; no: 'unpublished' | 'unlisted' | 'notImmediate' }> = {
  published: { yes: 'published', no: 'unpublished' },
  listed: { yes: 'listed', no: 'unlisted' },
  immediate: { yes: 'immediate', no: 'notImmediate' },
};

/** The filter bar: category, collection, brand, tag, the yes/no states, availability and the sort. It wraps on phones. */
export function ProductFilters({ state, update, options }: ProductFiltersProps) {
  const { t } = useTranslation('showroom');
  // Each select names its field, and shows "<field>: any" while nothing is chosen; clearing it means any again.
  const filterProps = (field: FilterField) => ({
    // An id of our own: antd's generated one is the same for every select under test, which breaks label lookups.
    id: `gb-products-${field}`,
    className: 'gb-products__filter',
    allowClear: true,
    popupMatchSelectWidth: false,
    'aria-label': t(`products.filters.${field}`),
    placeholder: t('products.filters.any', { field: t(`products.filters.${field}`) }),
  });
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
      <Select
        {...filterProps('availability')}
        value={state.availability}
        options={AVAILABILITIES.map((a) => ({ value: a, label: t(`products.availability.${a}`) }))}
        onChange={(availability) => update({ availability })}
      />
      <Select<OwnProductSort>
        id="gb-products-sort"
        className="gb-products__filter gb-products__sort"
        aria-label={t('products.sort.label')}
        prefix={t('products.sort.label')}
        popupMatchSelectWidth={false}
        value={state.sort}
        options={OWN_PRODUCT_SORTS.map((s) => ({ value: s, label: t(`products.sort.${s}`) }))}
        onChange={(sort) => update({ sort })}
      />
      {hasFilters(state) ? (
        <Button type="link" onClick={() => update(Object.fromEntries(FILTER_FIELDS.map((field) => [field, undefined])))}>
          {t('products.filters.clear')}
        </Button>
      ) : null}
    </div>
  );
}
