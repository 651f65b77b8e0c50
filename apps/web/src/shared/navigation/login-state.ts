/** The login page's address. */
export const LOGIN_PATH = '/home/login';

/** Navigation state that prefills the login form's e-mail (the account just activated or reset). */
export interface LoginState {
  email: string;
}

/** The e-mail a page handed to the login page in its navigation state, if any. */
export function loginEmailOf(state: unknown): string | undefined {
  const email = (state as Partial<LoginState> | null | undefined)?.email;
  return typeof email === 'string' && email ? email : undefined;
}
