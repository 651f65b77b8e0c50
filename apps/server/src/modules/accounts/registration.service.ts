import { randomInt, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import type { RegisterRequest, RegistrationTicket, SendCodeAnswer, ZSendCodeRequest } from '@gembourse/contracts/accounts';
import { COUNTRY_CODES } from '@gembourse/contracts/countries';
import { ErrorCode, type FieldError } from '@gembourse/contracts/errors';
import type { Locale } from '@gembourse/contracts/locale';
import { AppError } from '../../platform/errors.ts';
import { hashToken, newToken } from '../../platform/crypto/tokens.ts';
import { translate, type MessageKey } from '../../platform/i18n/messages.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { ACCOUNT_POLICY as P, OTHER_BUSINESS_NATURE } from './registration-policy.ts';
import type { CreateCompany, NewAccount, RegistrationRepository } from './registration.repository.ts';
import { presentTicket } from './registration.presenter.ts';
import { recipientLocale } from './settings-notifications.ts';

type SendCodeRequest = z.infer<typeof ZSendCodeRequest>;

// Bound to the address, so a code copied into another registration does not match.
const hashCode = (email: string, code: string) => hashToken(`register:${email}:${code}`);
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const blankToNull = (v: string | undefined) => (v ? v : null);

/** A 40000 answer about one field, with that field's message as the answer's own message too. */
function fieldError(path: string, key: MessageKey, locale: Locale): AppError {
  return new AppError(ErrorCode.VALIDATION, key, undefined, { fieldErrors: [{ path, message: translate(key, locale) }] });
}

/**
 * Buyer and supplier registration: ticket, e-mailed code, then one transaction that creates company and admin and
 * records the activation e-mail (sent only once it commits).
 */
export function registrationService(deps: {
  repo: RegistrationRepository;
  mailer: Pick<Mailer, 'send'>;
  /** The company module's creation of a company (company-records.service.ts `create`), injected by services.ts. */
  createCompany: CreateCompany;
}) {
  const { repo, mailer } = deps;

  /** The ticket's row if it may still be used: unknown or used is a field error, expired is the 40-minute rule. */
  async function liveTicket(ticket: string, locale: Locale) {
    const row = await repo.findTicket(hashToken(ticket));
    if (!row || row.usedAt) throw fieldError('ticket', 'registrationTicketInvalid', locale);
    if (row.expiresAt.getTime() <= Date.now()) throw new AppError(ErrorCode.CONFLICT, 'registrationExpired');
    return row;
  }

  /** Checks against the dictionary and the country list, all fields at once so the form can mark each. */
  async function dictionaryErrors(input: RegisterRequest, locale: Locale): Promise<FieldError[]> {
    const errors: FieldError[] = [];
    const add = (path: string, key: MessageKey) => errors.push({ path, message: translate(key, locale) });
    if (!COUNTRY_CODES.has(input.country)) add('country', 'countryInvalid');
    if (input.salutation !== undefined && !(await repo.knownValues('salutation', [input.salutation])).has(input.salutation)) {
      add('salutation', 'salutationInvalid');
    }
    const prefs = [...new Set(input.productPreferences)];
    const knownPrefs = await repo.knownValues('product_category', prefs);
    if (prefs.some((v) => !knownPrefs.has(v))) add('productPreferences', 'productPreferenceInvalid');
    if (input.businessNature === OTHER_BUSINESS_NATURE) {
      if (!input.businessNatureOther) add('businessNatureOther', 'businessNatureOtherRequired');
    } else if (!(await repo.knownValues('business_nature', [input.businessNature])).has(input.businessNature)) {
      add('businessNature', 'businessNatureInvalid');
    }
    return errors;
  }

  /** The id of the address's latest code if `code` matches it; every try counts, and the fifth wrong one burns it. */
  async function matchingCode(email: string, code: string, locale: Locale): Promise<number> {
    const row = await repo.latestCode(email);
    if (!row || row.consumedAt || row.expiresAt.getTime() <= Date.now() || row.attempts >= P.codeMaxAttempts) {
      throw fieldError('code', 'verificationCodeExpired', locale);
    }
    if ((await repo.countAttempt(row.id, P.codeMaxAttempts)) === undefined) throw fieldError('code', 'verificationCodeExpired', locale);
    if (!sameHash(row.codeHash, hashCode(email, code))) throw fieldError('code', 'verificationCodeWrong', locale);
    return row.id;
  }

  return {
    /** Opens a registration form: a random ticket valid for 40 minutes (SPEC §4). */
    async start(ip: string): Promise<RegistrationTicket> {
      const ticket = newToken();
      const expiresAt = new Date(Date.now() + P.ticketMinutes * 60_000);
      await repo.createTicket({ ticketHash: hashToken(ticket), expiresAt, ip });
      return presentTicket(ticket, expiresAt);
    },

    /**
     * E-mails a 6-digit code, at most one per address per minute. A registered address gets a different e-mail
     * and no usable code, but the answer, the rows written and the work done are the same: nobody can probe
     * which addresses are members.
     */
    async sendCode(input: SendCodeRequest, locale: Locale): Promise<SendCodeAnswer> {
      await liveTicket(input.ticket, locale);
      const last = await repo.lastCodeAt(input.email);
      const wait = last ? Math.ceil((last.getTime() + P.codeResendSeconds * 1000 - Date.now()) / 1000) : 0;
      if (wait > 0) {
        throw new AppError(ErrorCode.TOO_MANY_REQUESTS, 'verificationCodeWait', { seconds: wait }, { resendAfterSeconds: wait });
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      // The code exists exactly when its e-mail does: one transaction.
      await repo.transaction(async (r, tx) => {
        await r.createCode({
          email: input.email,
          codeHash: hashCode(input.email, code),
          expiresAt: new Date(Date.now() + P.codeTtlSeconds * 1000),
        });
        const member = await r.findUserByEmail(input.email);
        if (member) {
          await mailer.send(
            { to: input.email, recipient: member, locale: recipientLocale(member), template: 'registrationAttempt', params: {} },
            tx,
          );
        } else {
          await mailer.send(
            { to: input.email, recipient: null, locale, template: 'verificationCode', params: { code, minutes: P.codeTtlSeconds / 60 } },
            tx,
          );
        }
      });
      return { resendAfterSeconds: P.codeResendSeconds, expiresInSeconds: P.codeTtlSeconds };
    },

    /**
     * Creates the company (buyer, or seller on the join-as-supplier path) and its admin user, pending until the
     * e-mailed activation link sets a password: one transaction with the activation e-mail, so bad input of any kind,
     * a lost race or an e-mail that cannot be recorded writes nothing (the ticket and the code stay usable).
     */
    async register(input: RegisterRequest, locale: Locale): Promise<{ email: string }> {
      const ticket = await liveTicket(input.ticket, locale);
      const fieldErrors = await dictionaryErrors(input, locale);
      if (fieldErrors.length) throw new AppError(ErrorCode.VALIDATION, 'validation', undefined, { fieldErrors });
      const codeId = await matchingCode(input.email, input.code, locale);
      if (await repo.findUserByEmail(input.email)) throw new AppError(ErrorCode.CONFLICT, 'emailTaken');

      const other = input.businessNature === OTHER_BUSINESS_NATURE;
      const natureOther = other ? blankToNull(input.businessNatureOther) : null;
      const token = newToken();
      const account: NewAccount = {
        company: {
          joinType: input.joinAs,
          name: input.companyName,
          country: input.country,
          city: blankToNull(input.city),
          address: blankToNull(input.address),
          website: blankToNull(input.website),
          phone: blankToNull(input.phone),
          businessNature: other ? [] : [input.businessNature],
          businessNatureOther: natureOther,
          // Suppliers are checked by the organiser before they are shown as verified; buyers need no check.
          verificationStatus: input.joinAs === 'seller' ? 'pending' : 'unverified',
        },
        user: {
          email: input.email,
          status: 'pending',
          companyRole: 'admin',
          salutation: input.salutation ?? null,
          firstName: input.firstName,
          lastName: input.lastName,
          jobTitle: input.jobTitle,
          phone: blankToNull(input.phone),
          address1: blankToNull(input.address),
          city: blankToNull(input.city),
          state: blankToNull(input.state),
          postalCode: blankToNull(input.postalCode),
          country: input.country,
          website: blankToNull(input.website),
          productPreferences: [...new Set(input.productPreferences)],
          businessNature: input.businessNature,
          businessNatureOther: natureOther,
          locale: input.locale,
          termsAcceptedAt: new Date(),
        },
        ticketId: ticket.id,
        codeId,
        activation: { tokenHash: hashToken(token), expiresAt: new Date(Date.now() + P.activationHours * 3_600_000) },
      };
      const result = await repo.transaction(async (r, tx) => {
        const created = await r.createAccount(account, deps.createCompany);
        if (!created.ok) return created;
        await mailer.send(
          {
            to: input.email,
            recipient: { firstName: input.firstName, lastName: input.lastName, salutation: input.salutation ?? null },
            locale: input.locale,
            template: 'activation',
            params: { token, hours: P.activationHours },
          },
          tx,
        );
        return created;
      });
      if (!result.ok) {
        if (result.reason === 'ticket') throw fieldError('ticket', 'registrationTicketInvalid', locale);
        if (result.reason === 'code') throw fieldError('code', 'verificationCodeExpired', locale);
        throw new AppError(ErrorCode.CONFLICT, 'emailTaken');
      }
      return { email: input.email };
    },
  };
}
