import { useMemo } from 'react';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DictEntry } from '@gembourse/contracts/dictionary';
import { useDictionary } from '../../../shared/dictionary/use-dictionary.ts';

interface GroupOption {
  label: string;
  title: string;
  options: { value: number; label: string }[];
}

/** Product categories grouped by their category group (dictionary parentValue), in dictionary order. */
export function groupCategories(groups: readonly DictEntry[], categories: readonly DictEntry[], otherLabel: string): GroupOption[] {
  const bySort = (a: DictEntry, b: DictEntry) => a.sort - b.sort || a.dataValue - b.dataValue;
  const known = new Set(groups.map((g) => g.dataValue));
  const out: GroupOption[] = [...groups].sort(bySort).map((g) => ({
    label: g.dataLabel,
    title: g.dataLabel,
    options: categories
      .filter((c) => c.parentValue === g.dataValue)
      .sort(bySort)
      .map((c) => ({ value: c.dataValue, label: c.dataLabel })),
  }));
  const orphans = categories.filter((c) => c.parentValue == null || !known.has(c.parentValue));
  if (orphans.length)
    out.push({
      label: otherLabel,
      title: otherLabel,
      options: [...orphans].sort(bySort).map((c) => ({ value: c.dataValue, label: c.dataLabel })),
    });
  return out.filter((g) => g.options.length > 0);
}

/** Product preferences (SPEC §3): several product categories, grouped by category group, searchable. */
export function ProductPreferenceSelect(props: Omit<SelectProps<number[]>, 'options' | 'mode' | 'showSearch' | 'loading'>) {
  const { t } = useTranslation('account');
  const groups = useDictionary('category_group');
  const categories = useDictionary('product_category');
  const options = useMemo(
    () => groupCategories(groups.entries, categories.entries, t('register.fields.otherGroup')),
    [groups.entries, categories.entries, t],
  );
  const failed = groups.isError || categories.isError;
  return (
    <Select<number[]>
      {...props}
      mode="multiple"
      options={options}
      loading={groups.isPending || categories.isPending}
      notFoundContent={failed ? t('register.dictionaryFailed') : undefined}
      showSearch={{ optionFilterProp: 'label' }}
      maxTagCount="responsive"
      allowClear
    />
  );
}
