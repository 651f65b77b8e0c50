import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import { setLocale } from '../shared/i18n/locale-store.ts';
import { mediaQueryList } from './screen.ts';
import { ASYNC_UTIL_TIMEOUT_MS } from './wait-policy.ts';

// Every findBy*/waitFor waits as long as the policy says (wait-policy.ts); tests set no timeout of their own.
configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });

// jsdom lacks a few browser APIs antd relies on; minimal stand-ins keep components rendering.
if (!window.matchMedia) window.matchMedia = (query: string) => mediaQueryList(query, false);
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

afterEach(async () => {
  cleanup();
  // The files of a worker share one i18next (vitest.config.ts, isolate: false): a test that switched the language
  // would otherwise leave it to the next file, and a file that assumes English found Chinese labels. Reset before
  // the storage is cleared, since the switch also saves the language there.
  await setLocale('en');
  localStorage.clear();
  sessionStorage.clear();
});
