import { readLocal, readSession, removeLocal, removeSession, writeLocal, writeSession } from './local-store.ts';
import { StorageKey } from './storage-keys.ts';

/** Whether the user ticked "remember me" at the last login. */
export function getRememberFlag(): boolean {
  return readLocal(StorageKey.REMEMBER) === 'true';
}

/** Stores the remember flag; it decides where the next token is kept. */
export function setRememberFlag(remember: boolean): void {
  writeLocal(StorageKey.REMEMBER, remember ? 'true' : 'false');
}

/**
 * Reads the token (SPEC §4): localStorage first, then sessionStorage, then ''.
 */
export function getToken(): string {
  return readLocal(StorageKey.USER_TOKEN) || readSession(StorageKey.USER_TOKEN) || '';
}

/**
 * Keeps the token in localStorage when the remember flag is set (it survives the browser closing),
 * otherwise in sessionStorage (it dies with the tab). The other store is cleared so a stale token never wins.
 */
export function setToken(token: string, remember: boolean = getRememberFlag()): void {
  if (remember) {
    writeLocal(StorageKey.USER_TOKEN, token);
    removeSession(StorageKey.USER_TOKEN);
  } else {
    writeSession(StorageKey.USER_TOKEN, token);
    removeLocal(StorageKey.USER_TOKEN);
  }
}

/** Removes the token from both stores. */
export function clearToken(): void {
  removeLocal(StorageKey.USER_TOKEN);
  removeSession(StorageKey.USER_TOKEN);
}
