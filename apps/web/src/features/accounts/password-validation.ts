import { ZPassword } from '@gembourse/contracts/accounts';
import type { Problem } from './registration-validation.ts';

/** The longest password ZPassword accepts. */
export const PASSWORD_MAX = 128;

/** The rule of ZPassword (8 to 128 characters, a letter and a digit), as an i18n key of the `account` namespace. */
export function newPasswordProblem(value: unknown): Problem | undefined {
  const v = typeof value === 'string' ? value : '';
  if (!v) return { key: 'validation.passwordRequired' };
  if (v.length > PASSWORD_MAX) return { key: 'validation.passwordTooLong', values: { max: PASSWORD_MAX } };
  return ZPassword.safeParse(v).success ? undefined : { key: 'validation.passwordRule' };
}

/** The confirmation must repeat the new password. */
export function confirmProblem(value: unknown, password: unknown): Problem | undefined {
  if (typeof value !== 'string' || !value) return { key: 'validation.confirmRequired' };
  return value === password ? undefined : { key: 'validation.confirmMismatch' };
}
