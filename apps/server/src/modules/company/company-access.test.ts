import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { VERIFICATION_STATUSES } from '@gembourse/contracts/company';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { openDatabase, type Database } from '../../platform/db/database.ts';
import {
  contactAccess,
  isOpenSupplier,
  openSupplier,
  profileVisible,
  profileVisibleScope,
  standingOf,
  type ContactPrivacy,
} from './company-access.ts';

// The company rules that lists filter by in SQL (the home feed spans companies) must say what the in-memory check of
// one company says, for every viewer and every company state. A plain database answers the SQL over VALUES rows.

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: ':memory:' });
});
afterAll(() => database?.close());

const COMPANY = 2;
const user = (companyId: number, administrator = false): AuthContext => ({
  sessionId: 1,
  userId: 1,
  companyId,
  joinType: 'buyer',
  companyRole: 'admin',
  rolePoints: null,
  administrator,
});
const VIEWERS: Record<string, AuthContext | null> = { guest: null, member: user(1), own: user(COMPANY), staff: user(1, true) };

async function evaluate(rows: SQL[], columns: string, scope: SQL): Promise<boolean[]> {
  const result = await database.db.execute(
    sql`select (${scope}) as ok from (values ${sql.join(rows, sql`, `)}) as t(${sql.raw(columns)}) order by t.i`,
  );
  return (result as unknown as { rows: { ok: boolean }[] }).rows.map((r) => r.ok);
}

describe('profile visibility: SQL and in-memory agree', () => {
  const CASES = ['active', 'suspended'].flatMap((status) =>
    ['seller', 'buyer'].flatMap((joinType) =>
      VERIFICATION_STATUSES.map((verificationStatus) => ({ status, joinType, verificationStatus })),
    ),
  );
  const rows = CASES.map(
    (c, i) => sql`(${i}::int, ${COMPANY}::int, ${c.status}::text, ${c.joinType}::text, ${c.verificationStatus}::text)`,
  );
  const cols = { id: sql`t.id`, status: sql`t.status`, joinType: sql`t.join_type`, verificationStatus: sql`t.verification` };

  for (const [kind, viewer] of Object.entries(VIEWERS)) {
    it(`for a ${kind}`, async () => {
      const inMemory = CASES.map((c) => profileVisible(c, viewer, standingOf(viewer, COMPANY, false)));
      expect(await evaluate(rows, 'i, id, status, join_type, verification', profileVisibleScope(viewer, cols))).toEqual(inMemory);
    });
  }

  it('isOpenSupplier says what openSupplier selects, and what a stranger may open of a seller', async () => {
    const inMemory = CASES.map((c) => isOpenSupplier(c));
    expect(await evaluate(rows, 'i, id, status, join_type, verification', openSupplier(cols))).toEqual(inMemory);
    expect(inMemory).toEqual(
      CASES.map((c) => c.joinType === 'seller' && profileVisible(c, VIEWERS.member, standingOf(VIEWERS.member, COMPANY, false))),
    );
    expect(inMemory.filter(Boolean)).toHaveLength(1);
  });

  it('shows an unverified, pending or rejected supplier to its own members and staff only; buyers to members', () => {
    for (const verificationStatus of ['unverified', 'pending', 'rejected']) {
      const supplier = { status: 'active', joinType: 'seller', verificationStatus };
      expect(
        [VIEWERS.guest, VIEWERS.member, VIEWERS.own, VIEWERS.staff].map((v) => profileVisible(supplier, v, standingOf(v, COMPANY, false))),
      ).toEqual([false, false, true, true]);
    }
    const buyer = { status: 'active', joinType: 'buyer', verificationStatus: 'unverified' };
    expect(profileVisible(buyer, null, standingOf(null, COMPANY, false))).toBe(false);
    expect(profileVisible(buyer, VIEWERS.member, standingOf(VIEWERS.member, COMPANY, false))).toBe(true);
  });
});

describe('contact privacy and the standing', () => {
  const seen = (privacy: ContactPrivacy, viewer: AuthContext | null, connected: boolean) =>
    contactAccess(privacy, viewer, standingOf(viewer, COMPANY, connected));

  it('climbs the ladder: everyone, then members, then connected companies; own members and staff always', () => {
    expect(seen('everyone', null, false)).toEqual({ visible: true, requirement: 'none' });
    expect(seen('community', null, false)).toEqual({ visible: false, requirement: 'login' });
    expect(seen('community', VIEWERS.member, false)).toEqual({ visible: true, requirement: 'none' });
    expect(seen('contacts', VIEWERS.member, false)).toEqual({ visible: false, requirement: 'connection' });
    expect(seen('contacts', VIEWERS.member, true).visible).toBe(true);
    expect(seen('contacts', VIEWERS.own, false).visible).toBe(true);
    expect(seen('contacts', VIEWERS.staff, false).visible).toBe(true);
  });

  it('lets staff pass when they see, not when they act (issue 28 item 11): then they stand as a member', () => {
    const staff = VIEWERS.staff;
    expect(standingOf(staff, COMPANY, false)).toEqual({ own: false, staff: true, connected: false });
    expect(standingOf(staff, COMPANY, false, 'act')).toEqual({ own: false, staff: false, connected: false });
    expect(contactAccess('contacts', staff, standingOf(staff, COMPANY, false, 'act')).visible).toBe(false);
  });
});
