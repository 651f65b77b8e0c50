import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { PRODUCT_VISIBILITIES, VISIBILITIES, type ProductVisibility } from '@gembourse/contracts/product';
import { SHOWROOM_PRIVACY_LEVELS } from '@gembourse/contracts/showroom';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { openDatabase, type Database } from '../../platform/db/database.ts';
import { standingOf } from '../company/company-access.ts';
import {
  collectionScope,
  collectionSight,
  ITEM_RULES,
  PRICE_RULES,
  priceHiddenReason,
  privaciesOpenedByConnection,
  productPriceScope,
  productScope,
  productSightOf,
  SHOWROOM_GATE,
  showroomGate,
  sightAs,
  viewerKind,
  type ScopeColumns,
  type ShowroomPrivacy,
  type ViewerKind,
} from './visibility-policy.ts';

// The one visibility policy (issue 9, issue 28 item 2): for every viewer kind, product level, showroom privacy and
// release state, the SQL scope that lists, counts and price sorts use must say what the in-memory check of one row
// says. A plain database answers the SQL: the scopes read only the columns they are given.

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
/** The viewer of each kind, and whether their company is connected with the supplier. */
const VIEWERS: Record<ViewerKind, { viewer: AuthContext | null; connected: boolean }> = {
  guest: { viewer: null, connected: false },
  member: { viewer: user(1), connected: false },
  contact: { viewer: user(1), connected: true },
  own: { viewer: user(SUPPLIER), connected: false },
  staff: { viewer: user(1, true), connected: false },
};
const KINDS = Object.keys(VIEWERS) as ViewerKind[];

interface Case {
  level: ProductVisibility;
  price: ProductVisibility;
  privacy: ShowroomPrivacy;
  released: boolean;
}
const CASES: Case[] = PRODUCT_VISIBILITIES.flatMap((level) =>
  PRODUCT_VISIBILITIES.flatMap((price) =>
    SHOWROOM_PRIVACY_LEVELS.flatMap((privacy) => [true, false].map((released) => ({ level, price, privacy, released }))),
  ),
);
const row = (c: Case) => ({ visibility: c.level, priceVisibility: c.price, productPrivacy: c.privacy, released: c.released });

/** `scope` evaluated by the database for every case at once, in CASES order, with the viewer's connection. */
async function sqlAnswers(connected: boolean, scope: (cols: ScopeColumns, price: ScopeColumns) => SQL): Promise<boolean[]> {
  const rows = sql.join(
    CASES.map(
      (c, i) =>
        sql`(${i}::int, ${c.level}::text, ${c.price}::text, ${c.privacy}::text, ${c.released}::boolean, ${SUPPLIER}::int, ${connected}::boolean)`,
    ),
    sql`, `,
  );
  const cols = {
    level: sql`t.level`,
    released: sql`t.released`,
    companyId: sql`t.company_id`,
    privacy: sql`t.privacy`,
    connected: () => sql`t.connected`,
  };
  const result = await database.db.execute(
    sql`select t.i, (${scope(cols, { ...cols, level: sql`t.price` })}) as seen
      from (values ${rows}) as t(i, level, price, privacy, released, company_id, connected) order by t.i`,
  );
  return (result as unknown as { rows: { seen: boolean }[] }).rows.map((r) => r.seen);
}

describe('the viewer kinds', () => {
  it('tells a contact from a member by the connection, and staff only when they see', () => {
    for (const kind of KINDS) {
      const { viewer, connected } = VIEWERS[kind];
      expect(viewerKind(viewer, standingOf(viewer, SUPPLIER, connected))).toBe(kind);
    }
    const staff = VIEWERS.staff.viewer;
    expect(viewerKind(staff, standingOf(staff, SUPPLIER, false, 'act'))).toBe('member');
    expect(viewerKind(staff, standingOf(staff, SUPPLIER, true, 'act'))).toBe('contact');
  });
});

describe('products: the SQL scope and the in-memory check agree', () => {
  for (const kind of KINDS) {
    it(`for a ${kind}`, async () => {
      const { viewer, connected } = VIEWERS[kind];
      const visible = CASES.map((c) => productSightOf(kind, row(c)).visible);
      expect(await sqlAnswers(connected, (cols) => productScope(viewer, cols))).toEqual(visible);
      // A list shows a price where both scopes hold: the card's priceShown.
      const priced = CASES.map((c) => productSightOf(kind, row(c)).priceShown);
      expect(
        await sqlAnswers(connected, (cols, price) => sql`(${productScope(viewer, cols)} and ${productPriceScope(viewer, price)})`),
      ).toEqual(priced);
    });
  }
});

describe('collections: the SQL scope and the in-memory rule agree', () => {
  for (const kind of KINDS) {
    it(`for a ${kind}`, async () => {
      const { viewer, connected } = VIEWERS[kind];
      // No collection is "as the showroom": those cases are left out.
      const real = CASES.map((c, i) => ({ c, i })).filter(({ c }) => c.level !== 'showroom');
      const expected = real.map(({ c }) => {
        const sight = collectionSight(kind, c.level as Exclude<ProductVisibility, 'showroom'>, c.privacy);
        return sight === 'always' || (sight === 'released' && c.released);
      });
      const answers = await sqlAnswers(connected, (cols) => collectionScope(viewer, cols));
      expect(real.map(({ i }) => answers[i])).toEqual(expected);
    });
  }
});

describe('the rules', () => {
  const sees = (kind: ViewerKind, level: ProductVisibility, privacy: ShowroomPrivacy, released = true) =>
    productSightOf(kind, { visibility: level, priceVisibility: 'public', productPrivacy: privacy, released }).visible;
  const pays = (kind: ViewerKind, price: ProductVisibility, privacy: ShowroomPrivacy, released = true) =>
    productSightOf(kind, { visibility: 'public', priceVisibility: price, productPrivacy: privacy, released }).priceShown;

  it("a product's own level overrides the showroom's privacy, both ways (SPEC §6)", () => {
    // The issue's case: a community showroom, a product marked Public: guests see it.
    expect(sees('guest', 'public', 'community')).toBe(true);
    expect(sees('guest', 'public', 'contacts')).toBe(true);
    expect(sees('member', 'public', 'contacts')).toBe(true);
    // And it narrows an open showroom.
    expect(sees('guest', 'community', 'everyone')).toBe(false);
    expect(sees('member', 'private', 'everyone')).toBe(false);
  });

  it('"as the showroom" follows the privacy as a public product of that showroom did before issue 28', () => {
    for (const privacy of SHOWROOM_PRIVACY_LEVELS) {
      for (const kind of KINDS) {
        for (const released of [true, false]) {
          const before = SHOWROOM_GATE[privacy][kind] && sees(kind, 'public', 'everyone', released);
          expect(sees(kind, 'showroom', privacy, released), `${privacy} ${kind} ${released}`).toBe(before);
        }
      }
    }
    expect(sees('guest', 'showroom', 'community')).toBe(false);
    expect(sees('member', 'showroom', 'contacts')).toBe(false);
    expect(sees('contact', 'showroom', 'contacts')).toBe(true);
  });

  it('a price "as the showroom" is shown to those the privacy lets in, on a product they see', () => {
    expect(pays('guest', 'showroom', 'everyone')).toBe(true);
    expect(pays('guest', 'showroom', 'community')).toBe(false);
    expect(pays('member', 'showroom', 'community')).toBe(true);
    expect(pays('member', 'showroom', 'contacts')).toBe(false);
    expect(pays('contact', 'showroom', 'contacts')).toBe(true);
    // Its own level overrides the privacy: a public price on a public product of a community showroom.
    expect(pays('guest', 'public', 'community')).toBe(true);
    // Never on a product the viewer does not see.
    expect(
      productSightOf('guest', { visibility: 'community', priceVisibility: 'public', productPrivacy: 'everyone', released: true })
        .priceShown,
    ).toBe(false);
  });

  it('says why a price is hidden, by the same rows', () => {
    const reason = (kind: ViewerKind, price: ProductVisibility, privacy: ShowroomPrivacy, released = true) =>
      priceHiddenReason(kind, { priceVisibility: price, productPrivacy: privacy, released });
    expect(reason('guest', 'showroom', 'community')).toBe('login');
    expect(reason('member', 'showroom', 'contacts')).toBe('connection');
    expect(reason('contact', 'showroom', 'contacts')).toBe(null);
    expect(reason('member', 'launch', 'everyone', false)).toBe('release');
    expect(reason('member', 'private', 'everyone')).toBe('private');
    expect(reason('guest', 'private', 'community')).toBe('private');
    expect(reason('guest', 'public', 'contacts')).toBe(null);
    // On a product the viewer sees, every hidden price has a reason and every shown one none.
    for (const c of CASES) {
      for (const kind of KINDS) {
        const sight = productSightOf(kind, row(c));
        if (sight.visible)
          expect(reason(kind, c.price, c.privacy, c.released) === null, `${kind} ${JSON.stringify(c)}`).toBe(sight.priceShown);
      }
    }
  });

  it('the preview names the setting that decides, and sees what a guest or a member of another company sees', () => {
    const r = { visibility: 'public', priceVisibility: 'showroom', productPrivacy: 'community', released: true } as const;
    expect(sightAs('guest', r)).toEqual({
      visible: true,
      priceShown: false,
      settings: { visibility: { source: 'product', level: 'public' }, price: { source: 'showroom', privacy: 'community' } },
    });
    expect(sightAs('member', r)).toMatchObject({ visible: true, priceShown: true });
  });

  it('the Launch rule: members see a launch ahead of its release, its price only once released; guests never', () => {
    const launch = (kind: ViewerKind, released: boolean) =>
      productSightOf(kind, { visibility: 'launch', priceVisibility: 'launch', productPrivacy: 'everyone', released });
    expect(launch('member', false)).toEqual({ visible: true, priceShown: false });
    expect(launch('member', true)).toEqual({ visible: true, priceShown: true });
    expect(launch('guest', true)).toEqual({ visible: false, priceShown: false });
  });

  it('other levels wait for the release for everyone but the supplier and staff', () => {
    for (const level of ['public', 'community', 'showroom'] as const) {
      expect(sees('member', level, 'everyone', false)).toBe(false);
      expect(sees('own', level, 'contacts', false)).toBe(true);
      expect(sees('staff', level, 'contacts', false)).toBe(true);
    }
  });

  it('private is for the supplier and staff only, items and prices alike', () => {
    for (const rules of [ITEM_RULES, PRICE_RULES])
      expect(rules.private).toEqual({ guest: 'never', member: 'never', contact: 'never', own: 'always', staff: 'always' });
  });

  it('a contact is a member for a level of its own: only the showroom privacy tells them apart', () => {
    for (const rules of [ITEM_RULES, PRICE_RULES]) for (const level of VISIBILITIES) expect(rules[level].contact).toBe(rules[level].member);
    expect(privaciesOpenedByConnection()).toEqual(['contacts']);
  });

  it('never lets a level open to guests stay closed to members (the ladder only widens)', () => {
    const rank = { never: 0, released: 1, always: 2 } as const;
    const order: ViewerKind[] = ['guest', 'member', 'contact', 'own', 'staff'];
    for (const rules of [ITEM_RULES, PRICE_RULES]) {
      for (const level of VISIBILITIES) {
        const r = rules[level];
        for (let i = 1; i < order.length; i++) expect(rank[r[order[i - 1]]] <= rank[r[order[i]]], level).toBe(true);
      }
    }
    for (const privacy of SHOWROOM_PRIVACY_LEVELS) {
      const g = SHOWROOM_GATE[privacy];
      for (let i = 1; i < order.length; i++) expect(!g[order[i - 1]] || g[order[i]], privacy).toBe(true);
    }
  });

  it("the showroom's gate says what would open it", () => {
    expect(showroomGate('community', 'guest')).toEqual({ visible: false, requirement: 'login' });
    expect(showroomGate('contacts', 'member')).toEqual({ visible: false, requirement: 'connection' });
    expect(showroomGate('contacts', 'contact')).toEqual({ visible: true, requirement: 'none' });
    expect(showroomGate('everyone', 'guest')).toEqual({ visible: true, requirement: 'none' });
  });
});
