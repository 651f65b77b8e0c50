import { create } from 'zustand';
import { defaultCurrencyOf } from '@gembourse/contracts/catalogue-search';
import { CURRENCIES, type Currency } from '@gembourse/contracts/limits';
import { readLocal, writeLocal } from '../storage/local-store.ts';
import { StorageKey } from '../storage/storage-keys.ts';
import { useLocaleStore } from './locale-store.ts';

// The currency a viewer reads prices in (issue 11): chosen once on the catalogue, a product page or a profile, and
// kept in this browser, so every screen converts to the same money. Until chosen, the language's default.

const isCurrency = (v: unknown): v is Currency => (CURRENCIES as readonly unknown[]).includes(v);

const useChosenCurrency = create<{ chosen: Currency | null }>(() => {
  const stored = readLocal(StorageKey.CURRENCY);
  return { chosen: isCurrency(stored) ? stored : null };
});

/** The viewer's currency: the one they chose, else their language's default (defaultCurrencyOf). */
export function useViewerCurrency(): Currency {
  const chosen = useChosenCurrency((s) => s.chosen);
  const locale = useLocaleStore((s) => s.locale);
  return chosen ?? defaultCurrencyOf(locale);
}

/** Remembers the viewer's choice of currency in this browser. */
export function setViewerCurrency(currency: Currency): void {
  writeLocal(StorageKey.CURRENCY, currency);
  useChosenCurrency.setState({ chosen: currency });
}
