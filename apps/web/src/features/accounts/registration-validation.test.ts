import { describe, expect, it } from 'vitest';
import { ZRegisterRequest } from '@gembourse/contracts/accounts';
import { formFactsOf, problemsOf } from '../../shared/forms/form-kit.ts';
import {
  BUSINESS_NATURE_OTHER,
  REGISTRATION_KIT,
  registrationProblems,
  toRegisterRequest,
  type RegistrationValues,
} from './registration-validation.ts';
import { SET_PASSWORD_KIT } from './password-fields.ts';
import { PROFILE_KIT } from './profile-kit.ts';
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
const keyOf = (values: RegistrationValues, field: keyof RegistrationValues) => registrationProblems(values)[field as 'phone']?.key;
const websiteProblem = (website: string) => registrationProblems({ ...valid, website }).website;
const phoneProblem = (phone: string) => registrationProblems({ ...valid, phone }).phone;

describe('registration validation (SPEC §5, ZRegisterRequest)', () => {
  it('takes its length limits from the server schema', () => {
    const max = (field: string) => formFactsOf(REGISTRATION_KIT, field)?.maxLength;
    expect(max('firstName')).toBe(30);
    expect(max('companyName')).toBe(ZRegisterRequest.shape.companyName.maxLength);
    expect(max('phone')).toBe(26);
    // A normalising schema (the website gets its https) still gives its limit.
    expect(max('website')).toBe(200);
    expect(formFactsOf(REGISTRATION_KIT, 'productPreferences')).toMatchObject({ required: true, maxItems: 30 });
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
      companyName: 'account:validation.companyRequired',
      firstName: 'account:validation.nameRequired',
      lastName: 'account:validation.nameRequired',
      jobTitle: 'account:validation.jobTitleRequired',
      email: 'account:validation.emailRequired',
      code: 'account:validation.codeRequired',
      country: 'account:validation.countryRequired',
      productPreferences: 'account:validation.preferencesRequired',
      businessNature: 'account:validation.natureRequired',
      consent: 'account:validation.consentRequired',
    });
  });

  it('asks for the explanation only with the Other business nature, and sends it then', () => {
    const other = { ...valid, businessNature: BUSINESS_NATURE_OTHER };
    expect(registrationProblems(other).businessNatureOther?.key).toBe('account:validation.natureOtherRequired');
    expect(toRegisterRequest(other, context).fields).toEqual(['businessNatureOther']);
    const explained = { ...other, businessNatureOther: ' Auction house ' };
    expect(toRegisterRequest(explained, context).data?.businessNatureOther).toBe('Auction house');
    expect(toRegisterRequest({ ...valid, businessNatureOther: 'ignored' }, context).data?.businessNatureOther).toBeUndefined();
  });

  it('checks names, code, preferences, phone and website', () => {
    expect(registrationProblems({ ...valid, firstName: 'x'.repeat(31) }).firstName).toEqual({
      key: 'account:validation.nameTooLong',
      values: { max: 30 },
    });
    expect(keyOf({ ...valid, code: '12345' }, 'code')).toBe('account:validation.codeInvalid');
    expect(keyOf({ ...valid, productPreferences: Array.from({ length: 31 }, (_, i) => i) }, 'productPreferences')).toBe(
      'account:validation.preferencesTooMany',
    );
    expect(phoneProblem('+90 (212) 555-0101')).toBeUndefined();
    expect(phoneProblem('call me')).toEqual({ key: 'account:validation.phoneInvalid' });
    expect(websiteProblem('www.aurora-gems.com')).toBeUndefined();
    expect(websiteProblem('https://珠宝.中国/about')).toBeUndefined();
    expect(websiteProblem('not a site')).toEqual({ key: 'account:validation.websiteInvalid' });
  });

  it('checks website and phone exactly as the server does, and sends a bare website as https', () => {
    for (const site of ['ftp://files.example.com', 'javascript:alert(1)', 'localhost', 'http://']) {
      expect(websiteProblem(site)).toEqual({ key: 'account:validation.websiteInvalid' });
      expect(toRegisterRequest({ ...valid, website: site }, context).fields).toEqual(['website']);
    }
    expect(websiteProblem(`${'a'.repeat(200)}.com`)?.key).toBe('errors:field.tooLong');
    const { data } = toRegisterRequest({ ...valid, website: ' www.aurora-gems.com ' }, context);
    expect(data?.website).toBe('https://www.aurora-gems.com');
    expect(toRegisterRequest({ ...valid, website: 'HTTP://aurora.example/shop' }, context).data?.website).toBe(
      'HTTP://aurora.example/shop',
    );

    for (const phone of ['+852 2765 4388', '+90 (212) 555-0101', '12345']) {
      expect(phoneProblem(phone)).toBeUndefined();
      expect(toRegisterRequest({ ...valid, phone }, context).data?.phone).toBe(phone);
    }
    // Only what the company editor accepts too: digits, spaces and + ( ) -, starting with + or a digit.
    for (const phone of ['1234', '852.2765.4388', '(852) 2765 4388', 'call me', '+44 20 7946 0000 ext 1']) {
      expect(phoneProblem(phone)?.key).toBe('account:validation.phoneInvalid');
      expect(toRegisterRequest({ ...valid, phone }, context).fields).toEqual(['phone']);
    }
    expect(phoneProblem('1'.repeat(27))?.key).toBe('errors:field.tooLong');
  });

  it('applies the password rule of ZPassword and the confirmation', () => {
    const problems = (password: string, confirm = password) => problemsOf(SET_PASSWORD_KIT, ['password', 'confirm'], { password, confirm });
    expect(problems('').password).toEqual({ key: 'account:validation.passwordRequired' });
    expect(problems('abcdefgh').password).toEqual({ key: 'account:validation.passwordRule' });
    expect(problems('1234567a')).toEqual({});
    expect(problems(`a1${'x'.repeat(127)}`).password?.key).toBe('account:validation.passwordTooLong');
    expect(problems('1234567a', '').confirm).toEqual({ key: 'account:validation.confirmRequired' });
    expect(problems('1234567a', 'b').confirm).toEqual({ key: 'account:validation.confirmMismatch' });
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
    const server = PROFILE_KIT.schema;
    const base = { cover: [], avatar: [], profileVisible: true };
    for (const phone of [
      '+852 2765 4321',
      '+44 (20) 7946-0000',
      '12345',
      '852.2765.4321',
      '+1/555/0100',
      'call me',
      '12',
      '+852 2765 4321 ext 9',
    ]) {
      const form = problemsOf(PROFILE_KIT, ['phone'], { ...base, phone }).phone === undefined;
      const onServer = !(server.safeParse({ phone }).error?.issues ?? []).some((i) => i.path[0] === 'phone');
      expect([phone, form]).toEqual([phone, onServer]);
    }
    expect(problemsOf(PROFILE_KIT, ['phone'], { ...base, phone: '852.2765.4321' }).phone).toEqual({
      key: 'account:validation.phoneInvalid',
    });
    expect(problemsOf(PROFILE_KIT, ['phone'], { ...base, phone: '' }).phone).toBeUndefined();
  });
});
