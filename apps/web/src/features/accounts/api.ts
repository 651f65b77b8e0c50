import { useQuery } from '@tanstack/react-query';
import type {
  PersonalProfile,
  RegisterRequest,
  RegistrationTicket,
  SendCodeAnswer,
  SetPasswordRequest,
  UpdateProfileRequest,
} from '@gembourse/contracts/accounts';
import type { Locale } from '@gembourse/contracts/locale';
import { getRequest, postRequest } from '../../shared/api/http-client.ts';

// Every call here shows its failure inside the form or page that made it, so none asks for the generic toast
// (hideErrorMsg); session rows (30007/30008/6680/30010-30012) still act through the error catalogue.
const inline = { hideErrorMsg: true } as const;

export const accountKeys = {
  /** Shared with the login page's query: the same answer, fetched once per visit. */
  appInfo: ['app-info'] as const,
  profile: ['accounts', 'profile'] as const,
  token: (purpose: TokenPurpose, token: string) => ['accounts', 'token', purpose, token] as const,
};

/** What an e-mailed link is for. */
export type TokenPurpose = 'activate' | 'reset';

/** POST /api/auth/register/start: opens a registration form that must be submitted within 40 minutes. */
export function startRegistration(): Promise<RegistrationTicket> {
  return postRequest<RegistrationTicket>('/api/auth/register/start', undefined, inline);
}

/** POST /api/auth/register/code: e-mails a verification code (42900 when asked again too soon). */
export function sendRegistrationCode(body: { email: string; ticket: string }): Promise<SendCodeAnswer> {
  return postRequest<SendCodeAnswer>('/api/auth/register/code', body, inline);
}

/** POST /api/auth/register: 40000 with field errors, 40900 when the form's time ran out. */
export function submitRegistration(body: RegisterRequest): Promise<{ email: string }> {
  return postRequest<{ email: string }>('/api/auth/register', body, inline);
}

/** GET /api/auth/token: whether an e-mailed link still works, and for which address. */
export function useTokenCheck(purpose: TokenPurpose, token: string) {
  return useQuery({
    queryKey: accountKeys.token(purpose, token),
    queryFn: ({ signal }) => getRequest<{ valid: boolean; email: string | null }>('/api/auth/token', { purpose, token }, { ...inline, signal }),
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** POST /api/auth/activate: sets the first password of a registered account. */
export function activateAccount(body: SetPasswordRequest): Promise<{ email: string }> {
  return postRequest<{ email: string }>('/api/auth/activate', body, inline);
}

/** POST /api/auth/password/forgot: always answers success (nobody learns whether an address is registered). */
export function requestPasswordReset(body: { email: string }): Promise<null> {
  return postRequest<null>('/api/auth/password/forgot', body, inline);
}

/** POST /api/auth/password/reset: sets a new password from a reset link. */
export function resetPassword(body: SetPasswordRequest): Promise<null> {
  return postRequest<null>('/api/auth/password/reset', body, inline);
}

/** GET /api/app/info, for the demo-mode hint after registration (quiet on failure: it only hides the hint). */
export function useDemoMode(): boolean {
  const query = useQuery({
    queryKey: accountKeys.appInfo,
    queryFn: ({ signal }) => getRequest<{ demo: boolean }>('/api/app/info', undefined, { ...inline, signal }),
    staleTime: Infinity,
  });
  return Boolean(query.data?.demo);
}

/** GET /api/accounts/profile: the signed-in member's personal profile. */
export function useProfile() {
  return useQuery({
    queryKey: accountKeys.profile,
    queryFn: ({ signal }) => getRequest<PersonalProfile>('/api/accounts/profile', undefined, { ...inline, signal }),
  });
}

/** POST /api/accounts/profile (the page reloads the profile afterwards, whatever the answer carries). */
export function updateProfile(body: UpdateProfileRequest): Promise<unknown> {
  return postRequest<unknown>('/api/accounts/profile', body, inline);
}

/** POST /api/accounts/password: the server ends the member's other sessions. */
export function changePassword(body: { currentPassword: string; newPassword: string }): Promise<null> {
  return postRequest<null>('/api/accounts/password', body, inline);
}

/** POST /api/accounts/language: the member's language for e-mails and other devices. */
export function saveLanguage(locale: Locale): Promise<null> {
  return postRequest<null>('/api/accounts/language', { locale }, inline);
}
