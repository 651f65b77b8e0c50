import { ZLoginRequest, type LoginRequest } from '@gembourse/contracts/auth';
import type { FormKitConfig } from '../../shared/forms/form-kit.ts';

export interface LoginValues {
  email?: string;
  password?: string;
  remember?: boolean;
}
export type LoginField = 'email' | 'password';

/** The login form on ZLoginRequest, the schema the server applies, with the SPEC §5 wording of missing values. */
export const LOGIN_KIT: FormKitConfig<LoginValues> = {
  schema: ZLoginRequest,
  toRequest: (values): Partial<LoginRequest> => ({
    email: values.email ?? '',
    password: values.password ?? '',
    remember: Boolean(values.remember),
  }),
  fields: {
    email: { messages: { required: 'auth:validation.emailRequired' } },
    password: { messages: { required: 'auth:validation.passwordRequired' } },
  },
};
