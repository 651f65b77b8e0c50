import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { VISIBILITIES } from '@gembourse/contracts/product';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { openDatabase, type Database } from '../../platform/db/database.ts';
import {
  canSee,
  ITEM_RULES,
  PRICE_RULES,
  priceScope,
  priceShown,
  viewerKind,
  visibleScope,
  type ScopeColumns,
  type ViewerKind,
} from './visibility-policy.ts';

// The one visibility policy (issue 9): for every viewer kind, level and release state, the SQL scope that lists,
// counts and price sorts use must say what the in-memory check of one row says. A plain database answers the SQL:
// the scopes read only the three columns they are given.

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: ':memory:' });
});
afterAll(() => database?.close());

const SUPPLIER = 2;
const user = (companyId: number, administrator = false): AuthContext => ({
  sessionId: 1,
  userId: 1,
  companyId,
  joinType: 'buyer',
  companyRole: 'admin',
  rolePoints: null,
  administrator,
});
const VIEWERS: Record<ViewerKind, AuthContext | null> = {
  guest: null,
  member: user(1),
  own: user(SUPPLIER),
  staff: user(1, true),
};
const CASES = VISIBILITIES.flatMap((level) => [true, false].map((released) => ({ level, released })));

/** The scope evaluated by the database for every case at once, in CASES order. */
async function sqlAnswers(scope: (cols: ScopeColumns) => SQL): Promise<boolean[]> {
  const rows = sql.join(
    CASES.map((c, i) => sql`(${i}::int, ${c.level}::text, ${c.released}::boolean, ${SUPPLIER}::int)`),
    sql`, `,
  );
  const cols = { level: sql`t.level`, released: sql`t.released`, companyId: sql`t.company_id` };
  const result = await database.db.execute(
    sql`select t.i, (${scope(cols)}) as seen from (values ${rows}) as t(i, level, released, company_id) order by t.i`,
  );
  return (result as unknown as { rows: { seen: boolean }[] }).rows.map((r) => r.seen);
}

describe('item visibility: the SQL scope and the in-memory check agree', () => {
  for (const kind of Object.keys(VIEWERS) as ViewerKind[]) {
    it(`for a ${kind}`, async () => {
      const viewer = VIEWERS[kind];
      expect(viewerKind(viewer, SUPPLIER)).toBe(kind);
      const inMemory = CASES.map((c) => canSee({ companyId: SUPPLIER, visibility: c.level, released: c.released }, viewer));
      expect(await sqlAnswers((cols) => visibleScope(viewer, cols))).toEqual(inMemory);
    });
  }
});

describe('price visibility: the SQL scope (price sort) and the in-memory check (the card) agree', () => {
  for (const kind of Object.keys(VIEWERS) as ViewerKind[]) {
    it(`for a ${kind}`, async () => {
      const viewer = VIEWERS[kind];
      const inMemory = CASES.map((c) => priceShown({ companyId: SUPPLIER, priceVisibility: c.level, released: c.released }, viewer));
      expect(await sqlAnswers((cols) => priceScope(viewer, cols))).toEqual(inMemory);
    });
  }
});

describe('the rules', () => {
  const sees = (kind: ViewerKind, level: (typeof VISIBILITIES)[number], released: boolean) =>
    canSee({ companyId: SUPPLIER, visibility: level, released }, VIEWERS[kind]);
  const pays = (kind: ViewerKind, level: (typeof VISIBILITIES)[number], released: boolean) =>
    priceShown({ companyId: SUPPLIER, priceVisibility: level, released }, VIEWERS[kind]);

  it('the Launch rule: members see a launch ahead of its release, its price only once released; guests never', () => {
    expect(sees('member', 'launch', false)).toBe(true);
    expect(sees('member', 'launch', true)).toBe(true);
    expect(pays('member', 'launch', false)).toBe(false);
    expect(pays('member', 'launch', true)).toBe(true);
    expect(sees('guest', 'launch', true)).toBe(false);
    expect(pays('guest', 'launch', true)).toBe(false);
  });

  it('other levels wait for the release for everyone but the supplier and staff', () => {
    for (const level of ['public', 'community'] as const) {
      expect(sees('member', level, false)).toBe(false);
      expect(sees('own', level, false)).toBe(true);
      expect(sees('staff', level, false)).toBe(true);
    }
    expect(sees('guest', 'public', true)).toBe(true);
    expect(sees('guest', 'community', true)).toBe(false);
  });

  it('private is for the supplier and staff only, items and prices alike', () => {
    for (const rules of [ITEM_RULES, PRICE_RULES])
      expect(rules.private).toEqual({ guest: 'never', member: 'never', own: 'always', staff: 'always' });
  });

  it('never lets a level open to guests stay closed to members (the ladder only widens)', () => {
    const rank = { never: 0, released: 1, always: 2 } as const;
    for (const rules of [ITEM_RULES, PRICE_RULES]) {
      for (const level of VISIBILITIES) {
        const r = rules[level];
        expect(rank[r.guest] <= rank[r.member] && rank[r.member] <= rank[r.own] && rank[r.own] <= rank[r.staff], level).toBe(true);
      }
    }
  });
});
