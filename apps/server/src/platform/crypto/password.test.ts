import { describe, expect, it, vi } from 'vitest';
import type * as thisWorkers from './password.ts';
import { createSemaphore, hashPassword, HASH_CONCURRENCY, HASH_QUEUE, PASSWORD_HASH_COST, verifyPassword } from './password.ts';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('createSemaphore', () => {
  it('runs at most `concurrency` tasks at once, queues up to `maxWaiting`, refuses the rest at once', async () => {
    const sem = createSemaphore(2, 3, () => new Error('busy'));
    let running = 0;
    let peak = 0;
    const gates: (() => void)[] = [];
    const task = () =>
      sem.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise<void>((r) => gates.push(r));
        running -= 1;
        return 'done';
      });
    const started = Array.from({ length: 7 }, () =>
      task().then(
        (v) => v,
        (e: Error) => e.message,
      ),
    );
    await tick();
    expect(sem.active).toBe(2);
    expect(sem.waiting).toBe(3);
    // Two over the queue's bound were refused without waiting for anyone.
    const refused = await Promise.race([Promise.all([started[5], started[6]]), tick().then(() => 'still waiting')]);
    expect(refused).toEqual(['busy', 'busy']);
    while (gates.length) {
      gates.shift()!();
      await tick();
    }
    expect(await Promise.all(started.slice(0, 5))).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(peak).toBe(2);
    expect(sem.active).toBe(0);
    expect(sem.waiting).toBe(0);
  });

  it('frees the slot when a task fails, and serves waiters in order', async () => {
    const sem = createSemaphore(1, 5, () => new Error('busy'));
    const order: number[] = [];
    const failing = sem.run(async () => {
      throw new Error('boom');
    });
    const rest = [1, 2, 3].map((n) => sem.run(async () => void order.push(n)));
    await expect(failing).rejects.toThrow('boom');
    await Promise.all(rest);
    expect(order).toEqual([1, 2, 3]);
    expect(sem.active).toBe(0);
  });
});

describe('password hashing', () => {
  it('verifies what it hashed, and never runs more scrypt at once than the bound', async () => {
    expect(HASH_CONCURRENCY).toBeGreaterThanOrEqual(1);
    expect(HASH_QUEUE).toBeGreaterThanOrEqual(HASH_CONCURRENCY);
    const hash = await hashPassword('Right#pass1');
    // The test suites' cost (src/test/setup.ts); the next test checks the server's own.
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    const [right, wrong] = await Promise.all([verifyPassword('Right#pass1', hash), verifyPassword('Wrong#pass1', hash)]);
    expect([right, wrong]).toEqual([true, false]);
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });

  it("hashes at OWASP's floor (N=2^15) outside the test suites, checks hashes of either cost, and cannot be lowered outside Vitest", async () => {
    // A second instance of the module, as the server has it: this worker's own was set to the test cost.
    const fresh = './password.ts?as-the-server';
    const server = (await import(/* @vite-ignore */ fresh)) as typeof thisWorkers;
    expect(PASSWORD_HASH_COST).toBe(32768);
    const hash = await server.hashPassword('Right#pass1');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await server.verifyPassword('Right#pass1', hash)).toBe(true);
    expect(await verifyPassword('Right#pass1', hash)).toBe(true);
    expect(await server.verifyPassword('Right#pass1', await hashPassword('Right#pass1'))).toBe(true);

    vi.stubEnv('VITEST', '');
    try {
      expect(() => server.useTestHashCost()).toThrow(/test suites only/);
    } finally {
      vi.unstubAllEnvs();
    }
    expect(await server.hashPassword('x')).toMatch(/^scrypt\$32768\$/);
  });

  it('answers 50300 at once when more checks wait than the queue holds', async () => {
    const hash = await hashPassword('Right#pass1');
    const burst = HASH_CONCURRENCY + HASH_QUEUE + 3;
    const started = Date.now();
    const results = await Promise.allSettled(Array.from({ length: burst }, () => verifyPassword('Wrong#pass1', hash)));
    const refused = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason as { code: number });
    expect(refused).toHaveLength(3);
    expect(refused.every((e) => e.code === 50300)).toBe(true);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(HASH_CONCURRENCY + HASH_QUEUE);
    expect(Date.now() - started).toBeLessThan(60_000);
  }, 90_000);
});
