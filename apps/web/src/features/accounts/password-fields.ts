import { ZSetPasswordRequest } from '@gembourse/contracts/accounts';
import type { FieldSpec, FormKitConfig } from '../../shared/forms/form-kit.ts';

/**
 * A new password's wording (SPEC §5): missing, too long, and one line for every other rule of ZPassword (8 to 128
 * characters, a letter and a digit). Passwords are never trimmed: a space is a legitimate character of a password.
 */
export const NEW_PASSWORD: FieldSpec<object> = {
  messages: {
    required: 'account:validation.passwordRequired',
    tooLong: 'account:validation.passwordTooLong',
    tooShort: 'account:validation.passwordRule',
    pattern: 'account:validation.passwordRule',
    invalid: 'account:validation.passwordRule',
  },
};

/** The confirmation of a new password (a field of the form only): required, and the same as the field `of`. */
export function confirmSpec(of: string): FieldSpec<object> {
  return {
    required: true,
    messages: { required: 'account:validation.confirmRequired', invalid: 'account:validation.confirmMismatch' },
    check: (value, values) => (value === (values as Record<string, unknown>)[of] ? undefined : { kind: 'invalid' }),
  };
}

/** What the set-password form (activation, reset) holds. */
export interface SetPasswordValues {
  password?: string;
  confirm?: string;
}

/** The set-password form on ZSetPasswordRequest; the token rides with the page, so its issue finds no field. */
export const SET_PASSWORD_KIT: FormKitConfig<SetPasswordValues> = {
  schema: ZSetPasswordRequest,
  toRequest: (v) => ({ password: v.password ?? '' }),
  fields: { password: NEW_PASSWORD, confirm: confirmSpec('password') },
};
