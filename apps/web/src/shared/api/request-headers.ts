import { getLangHeader } from '../i18n/locale-store.ts';
import { getFingerprint } from '../storage/fingerprint.ts';
import { getToken } from '../storage/token-store.ts';

/**
 * The headers every call carries (SPEC §7): the bearer token when there is one, the `lang` of the active locale
 * and the device fingerprint as `accessuuid`. Kept apart from the client so logout can use it without a cycle.
 */
export function buildRequestHeaders(token: string = getToken()): Record<string, string> {
  const headers: Record<string, string> = { lang: getLangHeader(), accessuuid: getFingerprint() };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}
