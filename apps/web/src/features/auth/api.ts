import type { LoginRequest, LoginResponse } from '@gembourse/contracts/auth';
import { authApi } from '@gembourse/contracts/auth.api';
import { callApi } from '../../shared/api/endpoint-client.ts';
import { signIn } from '../../shared/session/session-store.ts';

/** The password of every demo account (ARCHITECTURE §7). */
export const DEMO_PASSWORD = 'Demo#2026';

/**
 * POST /api/auth/login and start the session. No toast: the form shows the error inline (wrong credentials
 * answer 40001 with a translated msg).
 */
export async function login(body: LoginRequest): Promise<LoginResponse> {
  const answer = await callApi(authApi.login, { body }, { hideErrorMsg: true });
  signIn(answer.token, answer.user, body.remember);
  return answer;
}

/** Only same-site paths are followed after login, so a crafted link cannot send users elsewhere. */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}
