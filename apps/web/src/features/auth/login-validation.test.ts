import { beforeAll, describe, expect, it } from 'vitest';
import { ZLoginRequest } from '@gembourse/contracts/auth';
import { problemsOf } from '../../shared/forms/form-kit.ts';
import { i18n, loadNamespaces } from '../../shared/i18n/i18n.ts';
import { LOGIN_KIT, type LoginValues } from './login-validation.ts';

const problems = (values: LoginValues) => problemsOf(LOGIN_KIT, ['email', 'password'], values);
const text = (key: string | undefined) => (key ? (i18n.getFixedT('en') as unknown as (k: string) => string)(key) : undefined);

beforeAll(() => loadNamespaces(['auth']));

describe('login validation (same zod schema as the server)', () => {
  it('maps problems to the SPEC §5 messages', () => {
    expect(text(problems({ email: '' }).email?.key)).toBe('Please enter your email address');
    expect(text(problems({ email: 'not-an-email' }).email?.key)).toBe('Please enter a valid email address');
    expect(problems({ email: ' Buyer@Example.com ' }).email).toBeUndefined();
    expect(text(problems({ password: '' }).password?.key)).toBe('Please enter your password');
    expect(problems({ password: 'Demo#2026' }).password).toBeUndefined();
  });

  it('parses a valid form into the login request', () => {
    expect(ZLoginRequest.parse(LOGIN_KIT.toRequest({ email: ' Buyer@Example.com', password: 'Demo#2026' }))).toEqual({
      email: 'buyer@example.com',
      password: 'Demo#2026',
      remember: false,
    });
  });

  it('reports every field at once', () => {
    expect(problems({ email: '', password: '' })).toEqual({
      email: { key: 'auth:validation.emailRequired' },
      password: { key: 'auth:validation.passwordRequired' },
    });
  });
});
