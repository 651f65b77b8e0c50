import { availableParallelism } from 'node:os';
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ErrorCode } from '@gembourse/contracts/errors';
import { AppError } from '../errors.ts';

const scrypt = (password: string, salt: Buffer, keylen: number, opts: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCb(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))));

/** scrypt's cost N: 2^15 is OWASP's floor. maxmem below must allow 128*N*r bytes. */
export const PASSWORD_HASH_COST = 32768;
const PARAMS = { r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEYLEN = 32;

let cost = PASSWORD_HASH_COST;

/**
 * The server's own test suites hash at N=2^10 (src/test/setup.ts and global-setup.ts): a run hashes or checks a password
 * about 330 times, 150 ms of a core each at the real cost, which was 46 s of the PGlite suite's 162 s. A hash keeps
 * the cost it was made with, so checking works either way. Refused outside Vitest, so no configuration can weaken it.
 */
export function useTestHashCost(): void {
  if (!process.env.VITEST) throw new Error('useTestHashCost is for the test suites only');
  cost = 1024;
}

/** Runs tasks with at most `concurrency` at once; the rest wait in a queue of at most `maxWaiting`. */
export interface Semaphore {
  /** Runs `task` when a slot is free; rejects at once with the `full` error when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

/** A counting semaphore with a bounded queue: work beyond what the queue holds is refused instead of piling up. */
export function createSemaphore(concurrency: number, maxWaiting: number, full: () => Error): Semaphore {
  let active = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    const next = queue.shift();
    // The slot passes straight to the next waiter, so a newcomer cannot overtake the queue.
    if (next) next();
    else active -= 1;
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < concurrency) active += 1;
      else if (queue.length >= maxWaiting) throw full();
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}

/**
 * Password hashing at once: one scrypt takes ~150 ms of a core and 32 MB, and runs on libuv's pool of 4 threads that
 * file access shares, so a flood of logins (issue 9: one scrypt per unknown address made every login take 1.8-4.5 s)
 * must not take them all. At most this many run together...
 */
export const HASH_CONCURRENCY = Math.max(1, Math.min(4, availableParallelism()));
/** ...and at most this many wait (a couple of seconds of work); beyond it the answer is 503 (50300) at once. */
export const HASH_QUEUE = 16 * HASH_CONCURRENCY;

const hashing = createSemaphore(HASH_CONCURRENCY, HASH_QUEUE, () => new AppError(ErrorCode.UNAVAILABLE, 'unavailable'));

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64url parts), so parameters can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const N = cost;
  const key = await hashing.run(() => scrypt(password, salt, KEYLEN, { ...PARAMS, N }));
  return ['scrypt', N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks a password against a stored hash in constant time; false for malformed hashes. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false;
  const [alg, n, r, p, saltB64, keyB64] = stored.split('$');
  if (alg !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64url');
  const key = await hashing.run(() =>
    scrypt(password, Buffer.from(saltB64, 'base64url'), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: PARAMS.maxmem,
    }),
  );
  return timingSafeEqual(key, expected);
}
