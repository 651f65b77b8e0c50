import { Button, Select } from 'antd';
import { useTranslation } from 'react-i18next';

// The controls both showroom lists' filter bars are made of (products, collections): a filter select's common props,
// the yes/no filters, the sort and "Clear filters".

/** The yes/no filters of the lists, and the status labels (products.status.*) that name each answer. */
const YES_NO = {
  published: { yes: 'published', no: 'unpublished' },
  listed: { yes: 'listed', no: 'unlisted' },
  immediate: { yes: 'immediate', no: 'notImmediate' },
} as const;
export type YesNoFilter = keyof typeof YES_NO;

/**
 * What every filter select shares: it names its field, shows "<field>: any" while nothing is chosen, and clearing it
 * means any again. `idPrefix` gives each select an id of its own (antd's generated one is the same for every select
 * under test, which breaks label lookups).
 */
export function filterSelectProps(idPrefix: string, field: string, label: string, anyText: string) {
  return {
    id: `${idPrefix}-${field}`,
    className: 'gb-products__filter',
    allowClear: true,
    popupMatchSelectWidth: false,
    'aria-label': label,
    placeholder: anyText,
  };
}

/** Yes, no or either (undefined) for one of the yes/no filters. */
export function YesNoSelect({
  idPrefix,
  field,
  value,
  onChange,
}: {
  idPrefix: string;
  field: YesNoFilter;
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
}) {
  const { t } = useTranslation('showroom');
  const label = t(`products.filters.${field}`);
  return (
    <Select<'true' | 'false'>
      {...filterSelectProps(idPrefix, field, label, t('products.filters.any', { field: label }))}
      value={value === undefined ? undefined : value ? 'true' : 'false'}
      options={[
        { value: 'true', label: t(`products.status.${YES_NO[field].yes}`) },
        { value: 'false', label: t(`products.status.${YES_NO[field].no}`) },
      ]}
      onChange={(v) => onChange(v === undefined ? undefined : v === 'true')}
    />
  );
}

/** The list's sort, each option labelled in the viewer's language. */
export function SortSelect<S extends string>({
  id,
  value,
  options,
  onChange,
}: {
  id: string;
  value: S;
  options: readonly { value: S; label: string }[];
  onChange: (sort: S) => void;
}) {
  const { t } = useTranslation('showroom');
  return (
    <Select<S>
      id={id}
      className="gb-products__filter gb-products__sort"
      aria-label={t('products.sort.label')}
      prefix={t('products.sort.label')}
      popupMatchSelectWidth={false}
      value={value}
      options={[...options]}
      onChange={onChange}
    />
  );
}

/** "Clear filters", shown while any filter is set. */
export function ClearFilters({ shown, onClear }: { shown: boolean; onClear: () => void }) {
  const { t } = useTranslation('showroom');
  return shown ? (
    <Button type="link" onClick={onClear}>
      {t('products.filters.clear')}
    </Button>
  ) : null;
}
