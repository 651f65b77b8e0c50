import { defaultCurrencyOf } from '@gembourse/contracts/catalogue-search';
import { CURRENCIES, type Currency } from '@gembourse/contracts/limits';
import { useLocaleStore } from '../../shared/i18n/locale-store.ts';
import { readLocal, writeLocal } from '../../shared/storage/local-store.ts';
import { STORAGE_PREFIX } from '../../shared/storage/storage-keys.ts';

/** The viewer's last chosen catalogue currency (this browser). */
export const CURRENCY_KEY = `${STORAGE_PREFIX}catalogue_currency`;

function remembered(): Currency | undefined {
  const v = readLocal(CURRENCY_KEY);
  return (CURRENCIES as readonly string[]).includes(v ?? '') ? (v as Currency) : undefined;
}

/**
 * The currency catalogue prices show in: the page URL's (a shared link), else the one this browser chose last, else
 * the language's (defaultCurrencyOf). Choosing one remembers it and puts it in the URL.
 */
export function useCatalogueCurrency(fromUrl?: Currency, setInUrl?: (c: Currency) => void) {
  const locale = useLocaleStore((s) => s.locale);
  const currency = fromUrl ?? remembered() ?? defaultCurrencyOf(locale);
  const choose = (c: Currency) => {
    writeLocal(CURRENCY_KEY, c);
    setInUrl?.(c);
  };
  return { currency, choose };
}
