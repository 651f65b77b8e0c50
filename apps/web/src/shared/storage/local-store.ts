import type { StorageKeyName } from './storage-keys.ts';

// Storage can throw (Safari private mode, quota, disabled cookies); the app must keep working without it.
function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

/** Reads a raw string from localStorage, or null. */
export function readLocal(key: StorageKeyName | string): string | null {
  return safe(() => localStorage.getItem(key), null);
}

/** Writes a raw string to localStorage. */
export function writeLocal(key: StorageKeyName | string, value: string): void {
  safe(() => localStorage.setItem(key, value), undefined);
}

/** Removes a key from localStorage. */
export function removeLocal(key: StorageKeyName | string): void {
  safe(() => localStorage.removeItem(key), undefined);
}

/** Reads and parses a JSON value; a corrupt entry reads as the fallback instead of crashing start-up. */
export function readLocalJson<T>(key: StorageKeyName, fallback: T): T {
  const raw = readLocal(key);
  if (raw == null) return fallback;
  return safe(() => JSON.parse(raw) as T, fallback);
}

/** Serialises a value to JSON under `key`. */
export function writeLocalJson(key: StorageKeyName, value: unknown): void {
  writeLocal(key, JSON.stringify(value));
}

/** Reads a raw string from sessionStorage, or null. */
export function readSession(key: StorageKeyName): string | null {
  return safe(() => sessionStorage.getItem(key), null);
}

/** Writes a raw string to sessionStorage. */
export function writeSession(key: StorageKeyName, value: string): void {
  safe(() => sessionStorage.setItem(key, value), undefined);
}

/** Removes a key from sessionStorage. */
export function removeSession(key: StorageKeyName): void {
  safe(() => sessionStorage.removeItem(key), undefined);
}
