import { useQuery } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@gembourse/contracts/auth';
import { getRequest, postRequest } from '../../shared/api/http-client.ts';
import { signIn } from '../../shared/session/session-store.ts';

/** GET /api/app/info: what the login page needs to know about this installation. */
export interface AppInfo {
  demo: boolean;
  version: string;
  demoAccounts: { email: string; role: string }[];
  payloadEncryption: boolean;
}

/** The password of every demo account (ARCHITECTURE §7). */
export const DEMO_PASSWORD = 'Demo#2026';

export const authKeys = {
  appInfo: ['app-info'] as const,
};

/** Loads the installation info once per visit; failure only hides the demo list, so it stays quiet. */
export function useAppInfo() {
  return useQuery({
    queryKey: authKeys.appInfo,
    queryFn: ({ signal }) => getRequest<AppInfo>('/api/app/info', undefined, { signal, hideErrorMsg: true }),
    staleTime: Infinity,
  });
}

/**
 * POST /api/auth/login and start the session. No toast: the form shows the error inline (wrong credentials
 * answer 40001 with a translated msg).
 */
export async function login(body: LoginRequest): Promise<LoginResponse> {
  const answer = await postRequest<LoginResponse>('/api/auth/login', body, { hideErrorMsg: true });
  signIn(answer.token, answer.user, body.remember);
  return answer;
}

/** Only same-site paths are followed after login, so a crafted link cannot send users elsewhere. */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}
