import { createAppStore } from '../../shared/state/app-store.ts';
import { defaultCurrencyOf } from '@gembourse/contracts/catalogue-search';
import { CURRENCIES, type Currency } from '@gembourse/contracts/limits';
import { useLocaleStore } from '../../shared/i18n/locale-store.ts';
import { readLocal, writeLocal } from '../../shared/storage/local-store.ts';
import { StorageKey } from '../../shared/storage/storage-keys.ts';
import { useHydrated } from '../../shared/state/use-hydrated.ts';

// The currency a viewer reads prices in (issue 11): chosen on the catalogue and kept in this browser, so the search,
// a product page, the home rows and a profile's wholesale range all convert to the same money.

/** A currency of ours, or undefined (an address's `currency` parameter may hold anything). */
export const asCurrency = (v: string | null | undefined): Currency | undefined =>
  (CURRENCIES as readonly (string | null | undefined)[]).includes(v) ? (v as Currency) : undefined;

// Browser storage holds the choice; this counter only tells every mounted screen that it changed.
const useChoices = createAppStore<{ made: number }>(() => ({ made: 0 }));

/**
 * The currency prices show in: the page URL's (a shared link), else the one this browser chose last, else the
 * language's (defaultCurrencyOf). Choosing one remembers it (every screen follows at once) and puts it in the URL.
 */
export function useCatalogueCurrency(fromUrl?: Currency, setInUrl?: (c: Currency) => void) {
  const locale = useLocaleStore((s) => s.locale);
  useChoices((s) => s.made);
  // The browser's choice once hydrated: a page rendered on the server shows the URL's or the language's currency.
  const stored = useHydrated() ? asCurrency(readLocal(StorageKey.CURRENCY)) : undefined;
  const currency = fromUrl ?? stored ?? defaultCurrencyOf(locale);
  const choose = (c: Currency) => {
    writeLocal(StorageKey.CURRENCY, c);
    useChoices.setState((s) => ({ made: s.made + 1 }));
    setInUrl?.(c);
  };
  return { currency, choose };
}
