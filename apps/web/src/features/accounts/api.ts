import { useQuery } from '@tanstack/react-query';
import type {
  ChangePasswordRequest,
  RegisterRequest,
  SetPasswordRequest,
  TokenPurpose,
  UpdateProfileRequest,
} from '@gembourse/contracts/accounts';
import { accountsApi } from '@gembourse/contracts/accounts.api';
import type { Locale } from '@gembourse/contracts/locale';
import { callApi } from '../../shared/api/endpoint-client.ts';
import { useAppInfo } from '../../shared/session/app-info.ts';

// Every call here shows its failure inside the form or page that made it, so none asks for the generic toast
// (hideErrorMsg); session rows (30007/30008/6680/30010-30012) still act through the error catalogue.
const inline = { hideErrorMsg: true } as const;

export const accountKeys = {
  profile: ['accounts', 'profile'] as const,
  token: (purpose: TokenPurpose, token: string) => ['accounts', 'token', purpose, token] as const,
};

/** Opens a registration form that must be submitted within 40 minutes. */
export function startRegistration() {
  return callApi(accountsApi.startRegistration, {}, inline);
}

/** E-mails a verification code (42900 when asked again too soon). */
export function sendRegistrationCode(body: { email: string; ticket: string }) {
  return callApi(accountsApi.sendCode, { body }, inline);
}

/** 40000 with field errors, 40900 when the form's time ran out. */
export function submitRegistration(body: RegisterRequest) {
  return callApi(accountsApi.register, { body }, inline);
}

/** Whether an e-mailed link still works, and for which address. */
export function useTokenCheck(purpose: TokenPurpose, token: string) {
  return useQuery({
    queryKey: accountKeys.token(purpose, token),
    queryFn: ({ signal }) => callApi(accountsApi.checkToken, { query: { purpose, token } }, { ...inline, signal }),
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** Sets the first password of a registered account. */
export function activateAccount(body: SetPasswordRequest) {
  return callApi(accountsApi.activate, { body }, inline);
}

/** Always answers success (nobody learns whether an address is registered). */
export function requestPasswordReset(body: { email: string }) {
  return callApi(accountsApi.forgotPassword, { body }, inline);
}

/** Sets a new password from a reset link. */
export function resetPassword(body: SetPasswordRequest) {
  return callApi(accountsApi.resetPassword, { body }, inline);
}

/** For the demo-mode hint after registration (quiet on failure: it only hides the hint). */
export function useDemoMode(): boolean {
  return Boolean(useAppInfo().data?.demo);
}

/** The signed-in member's personal profile. */
export function useProfile() {
  return useQuery({
    queryKey: accountKeys.profile,
    queryFn: ({ signal }) => callApi(accountsApi.profile, {}, { ...inline, signal }),
  });
}

/** Replaces the profile (the page reloads it afterwards, whatever the answer carries). */
export function updateProfile(body: UpdateProfileRequest) {
  return callApi(accountsApi.updateProfile, { body }, inline);
}

/** The server ends the member's other sessions. */
export function changePassword(body: ChangePasswordRequest) {
  return callApi(accountsApi.changePassword, { body }, inline);
}

/** The member's language for e-mails and other devices. */
export function saveLanguage(locale: Locale) {
  return callApi(accountsApi.saveLanguage, { body: { locale } }, inline);
}
