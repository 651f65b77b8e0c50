import { ZLoginRequest } from '@gembourse/contracts/auth';

export interface LoginValues {
  email?: string;
  password?: string;
  remember?: boolean;
}
export type LoginField = 'email' | 'password';

/** i18n keys (auth namespace) of the email problem, if any, using the server's own schema. */
export function emailProblem(value: string | undefined): string | undefined {
  if (!value?.trim()) return 'validation.emailRequired';
  return ZLoginRequest.shape.email.safeParse(value).success ? undefined : 'validation.emailInvalid';
}

/** i18n key of the password problem, if any. */
export function passwordProblem(value: string | undefined): string | undefined {
  return ZLoginRequest.shape.password.safeParse(value ?? '').success ? undefined : 'validation.passwordRequired';
}

/**
 * Validates the whole form with ZLoginRequest (the schema the server applies) and returns either the parsed
 * request or, per field, the i18n key of its message.
 */
export function validateLogin(values: LoginValues) {
  const parsed = ZLoginRequest.safeParse({ ...values, remember: Boolean(values.remember) });
  if (parsed.success) return { data: parsed.data, errors: {} as Partial<Record<LoginField, string>> };
  const errors: Partial<Record<LoginField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'email') errors.email = emailProblem(values.email) ?? 'validation.emailInvalid';
    if (field === 'password') errors.password = 'validation.passwordRequired';
  }
  return { data: undefined, errors };
}
