import { useMemo } from 'react';
import { Select, type SelectProps } from 'antd';
import { COUNTRIES } from '@gembourse/contracts/countries';
import { useLocaleStore } from '../i18n/locale-store.ts';

interface CountryOption {
  value: string;
  label: string;
  /** Names in the viewer's language and in English, and the code: what a search may match. */
  search: string;
}

/**
 * Country/region picker over COUNTRIES (ISO codes), names in the viewer's language; typing searches the local
 * name, the English name and the code. The order is the list's own (by English name, see contracts/countries.ts).
 */
export function CountrySelect(props: Omit<SelectProps<string, CountryOption>, 'options' | 'showSearch'>) {
  const locale = useLocaleStore((s) => s.locale);
  const options = useMemo<CountryOption[]>(
    () =>
      COUNTRIES.map((c) => {
        const label = c.name[locale] || c.name.en;
        return { value: c.code, label, search: `${label} ${c.name.en} ${c.code}`.toLocaleLowerCase() };
      }),
    [locale],
  );
  return (
    <Select<string, CountryOption>
      {...props}
      options={options}
      showSearch={{
        filterOption: (input, option) => Boolean(option?.search.includes(input.trim().toLocaleLowerCase())),
      }}
    />
  );
}
