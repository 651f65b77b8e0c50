import { describe, expect, it } from 'vitest';
import { ZRegisterRequest, ZUpdateProfileRequest } from '@gembourse/contracts/accounts';
import {
  BUSINESS_NATURE_OTHER,
  REGISTRATION_MAX,
  registrationProblems,
  toRegisterRequest,
  websiteProblem,
  phoneProblem,
  registrationPhoneProblem,
  type RegistrationValues,
} from './registration-validation.ts';
import { confirmProblem, newPasswordProblem } from './password-validation.ts';
import { deadlineOf } from './hooks/use-registration-ticket.ts';
import { formatClock } from './hooks/use-countdown.ts';

const valid: RegistrationValues = {
  companyName: 'Aurora Gems Trading Ltd',
  firstName: 'Mei',
  lastName: 'Lin',
  jobTitle: 'Buyer',
  email: 'Mei@Aurora.example',
  code: '123456',
  country: 'tr',
  productPreferences: [30733],
  businessNature: 30708,
  consent: true,
  address: '  ',
};
const context = { ticket: 'ticket-0123456789', joinAs: 'buyer' as const, locale: 'tr' as const };

describe('registration validation (SPEC §5, ZRegisterRequest)', () => {
  it('takes its length limits from the server schema', () => {
    expect(REGISTRATION_MAX.firstName).toBe(30);
    expect(REGISTRATION_MAX.companyName).toBe(ZRegisterRequest.shape.companyName.maxLength);
    expect(REGISTRATION_MAX.phone).toBe(ZRegisterRequest.shape.phone.unwrap().maxLength);
    // A normalising schema (the website gets its https) still gives its limit.
    expect(REGISTRATION_MAX.website).toBe(200);
  });

  it('finds nothing wrong with a complete form and builds the request the server parses', () => {
    expect(registrationProblems(valid)).toEqual({});
    const { data } = toRegisterRequest(valid, context);
    expect(data).toMatchObject({ email: 'mei@aurora.example', country: 'TR', locale: 'tr', joinAs: 'buyer' });
    expect(data?.address).toBeUndefined();
    expect(data?.businessNatureOther).toBeUndefined();
  });

  it('names every missing required field with its SPEC §5 message', () => {
    const problems = registrationProblems({});
    expect(Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, v?.key]))).toEqual({
      companyName: 'validation.companyRequired',
      firstName: 'validation.nameRequired',
      lastName: 'validation.nameRequired',
      jobTitle: 'validation.jobTitleRequired',
      email: 'validation.emailRequired',
      code: 'validation.codeRequired',
      country: 'validation.countryRequired',
      productPreferences: 'validation.preferencesRequired',
      businessNature: 'validation.natureRequired',
      consent: 'validation.consentRequired',
    });
  });

  it('asks for the explanation only with the Other business nature, and sends it then', () => {
    const other = { ...valid, businessNature: BUSINESS_NATURE_OTHER };
    expect(registrationProblems(other).businessNatureOther?.key).toBe('validation.natureOtherRequired');
    expect(toRegisterRequest(other, context).fields).toEqual(['businessNatureOther']);
    const explained = { ...other, businessNatureOther: ' Auction house ' };
    expect(toRegisterRequest(explained, context).data?.businessNatureOther).toBe('Auction house');
    expect(toRegisterRequest({ ...valid, businessNatureOther: 'ignored' }, context).data?.businessNatureOther).toBeUndefined();
  });

  it('checks names, code, preferences, phone and website', () => {
    expect(registrationProblems({ ...valid, firstName: 'x'.repeat(31) }).firstName).toEqual({ key: 'validation.nameTooLong', values: { max: 30 } });
    expect(registrationProblems({ ...valid, code: '12345' }).code?.key).toBe('validation.codeInvalid');
    expect(registrationProblems({ ...valid, productPreferences: Array.from({ length: 31 }, (_, i) => i) }).productPreferences?.key).toBe(
      'validation.preferencesTooMany',
    );
    expect(phoneProblem('+90 (212) 555-0101')).toBeUndefined();
    expect(phoneProblem('call me')).toEqual({ key: 'validation.phoneInvalid' });
    expect(websiteProblem('www.aurora-gems.com')).toBeUndefined();
    expect(websiteProblem('https://珠宝.中国/about')).toBeUndefined();
    expect(websiteProblem('not a site')).toEqual({ key: 'validation.websiteInvalid' });
  });

  it('checks website and phone exactly as the server does, and sends a bare website as https', () => {
    for (const site of ['ftp://files.example.com', 'javascript:alert(1)', 'localhost', 'http://']) {
      expect(websiteProblem(site)).toEqual({ key: 'validation.websiteInvalid' });
      expect(registrationProblems({ ...valid, website: site }).website?.key).toBe('validation.websiteInvalid');
      expect(toRegisterRequest({ ...valid, website: site }, context).fields).toEqual(['website']);
    }
    expect(websiteProblem(`${'a'.repeat(200)}.com`)?.key).toBe('validation.tooLong');
    const { data } = toRegisterRequest({ ...valid, website: ' www.aurora-gems.com ' }, context);
    expect(data?.website).toBe('https://www.aurora-gems.com');
    expect(toRegisterRequest({ ...valid, website: 'HTTP://aurora.example/shop' }, context).data?.website).toBe('HTTP://aurora.example/shop');

    for (const phone of ['+852 2765 4388', '+90 (212) 555-0101', '12345']) {
      expect(registrationPhoneProblem(phone)).toBeUndefined();
      expect(toRegisterRequest({ ...valid, phone }, context).data?.phone).toBe(phone);
    }
    // Only what the company editor accepts too: digits, spaces and + ( ) -, starting with + or a digit.
    for (const phone of ['1234', '852.2765.4388', '(852) 2765 4388', 'call me', '+44 20 7946 0000 ext 1']) {
      expect(registrationProblems({ ...valid, phone }).phone?.key).toBe('validation.phoneInvalid');
      expect(toRegisterRequest({ ...valid, phone }, context).fields).toEqual(['phone']);
    }
    expect(registrationPhoneProblem('1'.repeat(27))?.key).toBe('validation.tooLong');
  });

  it('applies the password rule of ZPassword and the confirmation', () => {
    expect(newPasswordProblem('')).toEqual({ key: 'validation.passwordRequired' });
    expect(newPasswordProblem('abcdefgh')).toEqual({ key: 'validation.passwordRule' });
    expect(newPasswordProblem('1234567a')).toBeUndefined();
    expect(newPasswordProblem(`a1${'x'.repeat(127)}`)?.key).toBe('validation.passwordTooLong');
    expect(confirmProblem('', 'a')).toEqual({ key: 'validation.confirmRequired' });
    expect(confirmProblem('b', 'a')).toEqual({ key: 'validation.confirmMismatch' });
  });
});

describe('form clock', () => {
  it("follows the server's expiry unless this browser's clock is off", () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 0);
    expect(deadlineOf(new Date(now + 40 * 60_000 - 500).toISOString(), now)).toBe(now + 40 * 60_000 - 500);
    expect(deadlineOf(new Date(now + 3 * 3600_000).toISOString(), now)).toBe(now + 40 * 60_000);
    expect(deadlineOf('garbage', now)).toBe(now + 40 * 60_000);
  });

  it('formats the time left as mm:ss, rounding up', () => {
    expect(formatClock(40 * 60_000)).toBe('40:00');
    expect(formatClock(61_001)).toBe('01:02');
    expect(formatClock(0)).toBe('00:00');
  });
});

describe('the personal profile', () => {
  it('checks the phone exactly as the server does: one rule, in the contract (issue 9)', () => {
    const server = ZUpdateProfileRequest.shape.phone;
    for (const phone of ['+852 2765 4321', '+44 (20) 7946-0000', '12345', '852.2765.4321', '+1/555/0100', 'call me', '12', '+852 2765 4321 ext 9']) {
      expect([phone, phoneProblem(phone) === undefined]).toEqual([phone, server.safeParse(phone).success]);
    }
    expect(phoneProblem('852.2765.4321')).toEqual({ key: 'validation.phoneInvalid' });
    expect(phoneProblem('')).toBeUndefined();
  });
});
