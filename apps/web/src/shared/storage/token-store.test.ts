import { beforeEach, describe, expect, it } from 'vitest';
import { StorageKey, FINGERPRINT_KEY, STORAGE_PREFIX } from './storage-keys.ts';
import { clearToken, getToken, setRememberFlag, setToken } from './token-store.ts';
import { getFingerprint, resetFingerprintCache } from './fingerprint.ts';

describe('token storage (SPEC §4)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps the token in localStorage when the remember flag is set', () => {
    setRememberFlag(true);
    setToken('abc');
    expect(localStorage.getItem(StorageKey.USER_TOKEN)).toBe('abc');
    expect(sessionStorage.getItem(StorageKey.USER_TOKEN)).toBeNull();
    expect(getToken()).toBe('abc');
  });

  it('keeps the token in sessionStorage without the remember flag', () => {
    setRememberFlag(false);
    setToken('abc');
    expect(sessionStorage.getItem(StorageKey.USER_TOKEN)).toBe('abc');
    expect(localStorage.getItem(StorageKey.USER_TOKEN)).toBeNull();
    expect(getToken()).toBe('abc');
  });

  it('reads localStorage first, then sessionStorage, then an empty string', () => {
    expect(getToken()).toBe('');
    sessionStorage.setItem(StorageKey.USER_TOKEN, 'from-session');
    expect(getToken()).toBe('from-session');
    localStorage.setItem(StorageKey.USER_TOKEN, 'from-local');
    expect(getToken()).toBe('from-local');
  });

  it('clearing removes the token from both stores', () => {
    localStorage.setItem(StorageKey.USER_TOKEN, 'a');
    sessionStorage.setItem(StorageKey.USER_TOKEN, 'b');
    clearToken();
    expect(localStorage.getItem(StorageKey.USER_TOKEN)).toBeNull();
    expect(sessionStorage.getItem(StorageKey.USER_TOKEN)).toBeNull();
    expect(getToken()).toBe('');
  });

  it('an explicit remember argument overrides the stored flag', () => {
    setRememberFlag(false);
    setToken('x', true);
    expect(localStorage.getItem(StorageKey.USER_TOKEN)).toBe('x');
  });
});

describe('storage keys and fingerprint', () => {
  it('prefixes every key and leaves fingerprint unprefixed', () => {
    for (const key of Object.values(StorageKey)) expect(key.startsWith(STORAGE_PREFIX)).toBe(true);
    expect(new Set(Object.values(StorageKey)).size).toBe(Object.values(StorageKey).length);
    expect(FINGERPRINT_KEY).toBe('fingerprint');
  });

  it('creates the fingerprint once and reuses it', () => {
    localStorage.clear();
    resetFingerprintCache();
    const first = getFingerprint();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    resetFingerprintCache();
    expect(getFingerprint()).toBe(first);
    expect(localStorage.getItem('fingerprint')).toBe(first);
  });
});
