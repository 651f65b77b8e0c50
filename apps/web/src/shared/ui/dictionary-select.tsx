import { useMemo } from 'react';
import { Select, type SelectProps } from 'antd';
import type { DictCode } from '@gembourse/contracts/dictionary';
import { useDictionary } from '../dictionary/use-dictionary.ts';

type Value = number | number[];

/**
 * A picker over one dictionary (SPEC §3), labels in the viewer's language, in dictionary order, searchable by label.
 * Pass `mode="multiple"` for comma-separated fields such as main markets.
 */
export function DictionarySelect<V extends Value = number[]>({
  dictCode,
  ...props
}: { dictCode: DictCode } & Omit<SelectProps<V>, 'options' | 'loading'>) {
  const dict = useDictionary(dictCode);
  const options = useMemo(
    () =>
      [...dict.entries]
        .sort((a, b) => a.sort - b.sort || a.dataValue - b.dataValue)
        .map((e) => ({ value: e.dataValue, label: e.dataLabel })),
    [dict.entries],
  );
  return (
    <Select<V> showSearch={{ optionFilterProp: 'label' }} maxTagCount="responsive" {...props} options={options} loading={dict.isPending} />
  );
}
