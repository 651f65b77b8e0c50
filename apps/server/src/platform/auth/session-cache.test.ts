import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { bearer, call, createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { sessionCache } from './session-cache.ts';

// The session rows a member's requests reuse for a few seconds (auth-context.ts, issue 9), and what empties them.

describe('session cache', () => {
  const row = (sessionId: number, userId: number) => ({ sessionId, userId });

  it('keeps rows for its lifetime and forgets them by session, by user, or all at once', () => {
    const cache = sessionCache<ReturnType<typeof row>>(1_000);
    cache.set('a', row(1, 10), 0);
    cache.set('b', row(2, 10), 0);
    cache.set('c', row(3, 11), 0);
    expect(cache.get('a', 999)).toEqual(row(1, 10));
    expect(cache.get('a', 1_000)).toBeUndefined();
    cache.forgetUsers([10]);
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('c', 1)).toEqual(row(3, 11));
    cache.forgetSessions([3]);
    expect(cache.size).toBe(0);
  });

  it('does not keep a row read before something was forgotten (it may be the session that ended)', () => {
    const cache = sessionCache<ReturnType<typeof row>>(1_000);
    const readAt = cache.generation;
    cache.forgetSessions([1]);
    cache.set('a', row(1, 10), 0, readAt);
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('is bounded, and off with a lifetime of 0', () => {
    const bounded = sessionCache<ReturnType<typeof row>>(1_000, 2);
    for (let i = 1; i <= 3; i++) bounded.set(`t${i}`, row(i, i), 0);
    expect(bounded.size).toBe(2);
    expect(bounded.get('t1', 1)).toBeUndefined();
    const off = sessionCache<ReturnType<typeof row>>(0);
    off.set('a', row(1, 1), 0);
    expect(off.size).toBe(0);
  });
});

describe('cached sessions in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  const current = (token: string) => call(t.app, { method: 'GET', url: '/api/company/user/current', headers: bearer(token) });

  it('ends a session at once on logout and on a login elsewhere', async () => {
    const token = await loginAs(t.app, 'staff@example.com');
    expect((await current(token)).body.code).toBe(200);
    await call(t.app, { method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect((await current(token)).body.code).toBe(30007);
    const first = await loginAs(t.app, 'staff@example.com');
    expect((await current(first)).body.code).toBe(200);
    await loginAs(t.app, 'staff@example.com');
    expect((await current(first)).body.code).toBe(30008);
  });

  it('sees a change announced through the realtime hub at once, and an unannounced one within its lifetime', async () => {
    const token = await loginAs(t.app, 'buyer@example.com');
    const me = await current(token);
    expect(me.body.code).toBe(200);
    const [buyer] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'buyer@example.com'));
    try {
      // Edited by hand, without a word to anyone: the cached row still answers (for at most SESSION_CACHE_MS).
      await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, buyer.id));
      expect((await current(token)).body.code).toBe(200);
      // Every change of the app announces itself (here as the user service does when it disables someone).
      // With Redis the event comes back through the channel, a moment later.
      await t.app.deps.realtime.publish({ type: 'logout', reason: 'disabled' }, { userIds: [buyer.id] });
      await expect.poll(async () => (await current(token)).body.code).toBe(30012);
    } finally {
      await t.database.db.update(users).set({ status: 'active' }).where(eq(users.id, buyer.id));
    }
  });
});
