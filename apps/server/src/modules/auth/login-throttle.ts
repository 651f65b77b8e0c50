import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@gembourse/contracts/errors';
import { LIMITS } from '@gembourse/contracts/limits';
import { AppError } from '../../platform/errors.ts';
import type { RateCounter, Streak } from '../../platform/rate-counter.ts';

// Failed logins, limited by account and address together (issue 28 item 13). Issue 9 refused every login from an IP
// after 30 failures across addresses, the right passwords too: one attacker on a trade fair's Wi-Fi (one NAT address)
// locked out every buyer behind it for 10 minutes. Now nothing refuses an address as a whole:
// - one account from one IP backs off after LIMITS.loginFreeFailuresPerAccountAndIp failures: the next attempt waits
//   1 s after the last failure, then 2, 4, 8… up to LIMITS.loginBackoffMaxSeconds;
// - one account from anywhere backs off the same way after LIMITS.loginFreeFailuresPerAccount (guessing spread over
//   many addresses);
// - an IP with LOGIN_IP_FAILURE_LIMIT failures across addresses, each within 10 minutes of the one before, is
//   spraying: its failed combinations back off from their first failure. An account it has not failed on is checked
//   as usual, so a buyer's right password from the fair's address is answered, while a second guess at any account
//   from there waits.
// - a device that logged in to the account before (its accessuuid, within LIMITS.loginKnownDeviceSeconds) is not held
//   by the account-wide back-off: an attacker guessing from many addresses could otherwise keep the account shut for
//   its owner by one failure every few minutes. The owner's device id lives in their browser, so an attacker who
//   sends made-up ids stays unknown; the back-off of the device's address holds it as any other.
// Every refusal is 42900 with Retry-After, decided before any password is hashed; only failures count. The counters
// are streaks in the app's rate-limit store (Redis when configured, else the process's memory), shared by every
// process.

const MEMORY_MS = LIMITS.loginFailureMemorySeconds * 1000;
const IP_MEMORY_MS = LIMITS.loginFailuresPerIpWindowSeconds * 1000;
const KNOWN_DEVICE_MS = LIMITS.loginKnownDeviceSeconds * 1000;

/** Seconds the next attempt must still wait: 2^(failures - free) after the last failure, nothing before `free`. */
export function backoffSeconds(streak: Streak, free: number): number {
  if (streak.count < free) return 0;
  const delay = Math.min(LIMITS.loginBackoffMaxSeconds, 2 ** (streak.count - free));
  return Math.max(0, Math.ceil(delay - streak.sinceLastMs / 1000));
}

/**
 * The counters' keys of a login attempt: its IP, its account (one case, no surrounding spaces), both, and the account's
 * device when the request names one (the accessuuid header, as the session records it).
 */
function keysOf(req: FastifyRequest) {
  const account = String((req.body as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase();
  const device = typeof req.headers.accessuuid === 'string' && req.headers.accessuuid ? req.headers.accessuuid.slice(0, 100) : null;
  return {
    ip: `login-fail-ip:${req.ip}`,
    pair: `login-fail-pair:${req.ip}:${account}`,
    account: `login-fail-account:${account}`,
    device: device && `login-known-device:${account}:${device}`,
  };
}

const NONE: Streak = { count: 0, sinceLastMs: Infinity };

/** The login throttle of the login route: `gate` before the password is checked, `recordFailure` after a wrong one. */
export function loginThrottle(limits: RateCounter, ipFailureLimit: number) {
  return {
    /** preHandler: answers 42900 (with Retry-After) while this account, from here or from anywhere, must wait. */
    async gate(req: FastifyRequest, reply: FastifyReply): Promise<void> {
      const keys = keysOf(req);
      const [ip, pair, account, device] = await Promise.all([
        limits.streak(keys.ip, IP_MEMORY_MS),
        limits.streak(keys.pair, MEMORY_MS),
        limits.streak(keys.account, MEMORY_MS),
        keys.device ? limits.streak(keys.device, KNOWN_DEVICE_MS) : NONE,
      ]);
      const spraying = ip.count >= ipFailureLimit;
      const known = device.count > 0;
      const seconds = Math.max(
        backoffSeconds(pair, spraying ? 1 : LIMITS.loginFreeFailuresPerAccountAndIp),
        known ? 0 : backoffSeconds(account, LIMITS.loginFreeFailuresPerAccount),
      );
      if (!seconds) return;
      reply.header('retry-after', seconds);
      throw new AppError(ErrorCode.TOO_MANY_REQUESTS, 'tooManyRequests', { seconds }, { retryAfterSeconds: seconds });
    },

    /** Remembers the device of a successful login as known to the account (the account-wide back-off spares it). */
    async recordSuccess(req: FastifyRequest): Promise<void> {
      const { device } = keysOf(req);
      if (device) await limits.extend(device, KNOWN_DEVICE_MS);
    },

    /** Counts one failed login (a wrong password or an unknown address) of this account, from this IP. */
    async recordFailure(req: FastifyRequest): Promise<void> {
      const keys = keysOf(req);
      await Promise.all([
        limits.extend(keys.ip, IP_MEMORY_MS),
        limits.extend(keys.pair, MEMORY_MS),
        limits.extend(keys.account, MEMORY_MS),
      ]);
    },
  };
}

/** Whether `err` is the answer to a wrong password or an unknown address (what the throttle counts). */
export const isBadCredentials = (err: unknown): boolean => err instanceof AppError && err.code === ErrorCode.BAD_CREDENTIALS;
