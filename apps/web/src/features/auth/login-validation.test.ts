import { describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n/i18n.ts';
import { emailProblem, passwordProblem, validateLogin } from './login-validation.ts';

describe('login validation (same zod schema as the server)', () => {
  it('maps problems to the SPEC §5 messages', () => {
    const t = i18n.getFixedT('en', 'auth');
    expect(t(emailProblem('') ?? '')).toBe('Please enter your email address');
    expect(t(emailProblem('not-an-email') ?? '')).toBe('Please enter a valid email address');
    expect(emailProblem(' Buyer@Example.com ')).toBeUndefined();
    expect(t(passwordProblem('') ?? '')).toBe('Please enter your password');
    expect(passwordProblem('Demo#2026')).toBeUndefined();
  });

  it('parses a valid form into the login request', () => {
    expect(validateLogin({ email: ' Buyer@Example.com', password: 'Demo#2026' })).toEqual({
      data: { email: 'buyer@example.com', password: 'Demo#2026', remember: false },
      errors: {},
    });
  });

  it('reports every field at once', () => {
    expect(validateLogin({ email: '', password: '' }).errors).toEqual({
      email: 'validation.emailRequired',
      password: 'validation.passwordRequired',
    });
  });
});
