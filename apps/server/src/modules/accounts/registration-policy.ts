import type { FastifyRequest } from 'fastify';
import {
  REGISTRATION_TICKET_MINUTES,
  VERIFICATION_CODE_RESEND_SECONDS,
  VERIFICATION_CODE_TTL_SECONDS,
} from '@gembourse/contracts/accounts';
import type { LimitRule } from '../../platform/rate-limits.ts';

// The stacked-limit helper moved to platform/ when other modules needed it; registration's routes keep their import.
export { rateLimits, type LimitRule } from '../../platform/rate-limits.ts';

const HOUR = 3_600_000;

/**
 * businessNature 0 means "Other": the dictionary has no such entry, and businessNatureOther then carries the
 * registrant's own words (required). docs/decisions.md.
 */
export const OTHER_BUSINESS_NATURE = 0;

/** The numbers of registration, activation and password reset, in one place (docs/decisions.md lists them). */
export const ACCOUNT_POLICY = {
  ticketMinutes: REGISTRATION_TICKET_MINUTES,
  codeTtlSeconds: VERIFICATION_CODE_TTL_SECONDS,
  codeResendSeconds: VERIFICATION_CODE_RESEND_SECONDS,
  /** Tries of one verification code, right or wrong; after them the code is burnt. */
  codeMaxAttempts: 5,
  activationHours: 72,
  resetMinutes: 60,
} as const;

const byIp = (req: FastifyRequest) => req.ip;
// Runs after validation, so the address is already trimmed and lower-cased by the contract's schema.
const byEmail = (req: FastifyRequest) => String((req.body as { email?: string } | undefined)?.email ?? '');

/** Rate limits per route; an address limit answers 429 for registered and unknown addresses alike. */
export const LIMITS_OF = {
  start: [{ name: 'reg-start-ip', max: 60, windowMs: HOUR, key: byIp }],
  code: [
    { name: 'reg-code-ip', max: 20, windowMs: HOUR, key: byIp },
    { name: 'reg-code-email', max: 5, windowMs: HOUR, key: byEmail },
  ],
  register: [{ name: 'reg-submit-ip', max: 30, windowMs: HOUR, key: byIp }],
  tokenCheck: [{ name: 'token-check-ip', max: 60, windowMs: 10 * 60_000, key: byIp }],
  setPassword: [{ name: 'set-password-ip', max: 20, windowMs: 10 * 60_000, key: byIp }],
  forgot: [
    { name: 'forgot-ip', max: 20, windowMs: HOUR, key: byIp },
    { name: 'forgot-email', max: 5, windowMs: HOUR, key: byEmail },
  ],
} satisfies Record<string, LimitRule[]>;
