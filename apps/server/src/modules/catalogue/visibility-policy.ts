import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { CollectionState } from '@gembourse/contracts/own-collections';
import { VISIBILITIES } from '@gembourse/contracts/product';
import type { AuthContext } from '../../platform/auth/auth-context.ts';

// Who sees a product or a collection, and who sees a product's price: ONE table per question, from which both the
// in-memory check of one row (canSee, priceShown) and the SQL scope of a list, its count and its price sort
// (visibleScope, priceScope) are derived, so a card, a list, a count and a sort can never disagree (issue 9). The
// rules are written out in docs/decisions.md (visibility). Whether the supplier's profile opens at all and its
// showroom privacy are the company's rules (company-access.ts); this file decides the item's own level.

export type Visibility = (typeof VISIBILITIES)[number];

/** The viewer as the rules tell them apart, relative to the item's supplier. */
export type ViewerKind = 'guest' | 'member' | 'own' | 'staff';

/** When a viewer sees an item of a level: never, once its release time has passed, or always (ahead of it too). */
export type Sight = 'never' | 'released' | 'always';

type Rules = Readonly<Record<Visibility, Readonly<Record<ViewerKind, Sight>>>>;

/**
 * Item visibility (products and collections alike). Launch: members see a launch from the day it is published,
 * ahead of its release time ("launches on …"); its price waits for the release (PRICE_RULES).
 */
export const ITEM_RULES: Rules = {
  public: { guest: 'released', member: 'released', own: 'always', staff: 'always' },
  community: { guest: 'never', member: 'released', own: 'always', staff: 'always' },
  launch: { guest: 'never', member: 'always', own: 'always', staff: 'always' },
  private: { guest: 'never', member: 'never', own: 'always', staff: 'always' },
};

/** Price visibility of a product the viewer may see; it applies per product and overrides its collection's. */
export const PRICE_RULES: Rules = {
  public: { guest: 'always', member: 'always', own: 'always', staff: 'always' },
  community: { guest: 'never', member: 'always', own: 'always', staff: 'always' },
  launch: { guest: 'never', member: 'released', own: 'always', staff: 'always' },
  private: { guest: 'never', member: 'never', own: 'always', staff: 'always' },
};

/** The viewer's kind towards items of `companyId`. Platform staff pass every check. */
export function viewerKind(viewer: AuthContext | null, companyId: number): ViewerKind {
  if (!viewer) return 'guest';
  if (viewer.administrator) return 'staff';
  return viewer.companyId === companyId ? 'own' : 'member';
}

/** Whether `rules` let a viewer of `kind` see an item of `level`, released or not. */
function allowed(rules: Rules, kind: ViewerKind, level: Visibility, released: boolean): boolean {
  const sight = rules[level][kind];
  return sight === 'always' || (sight === 'released' && released);
}

/** The columns of a query that the SQL scopes read; plain columns or SQL (for aliased subqueries). */
export interface ScopeColumns {
  /** The visibility level, or the price visibility for price scopes. */
  level: SQLWrapper;
  /** A boolean: the release time has passed (productReleased / collectionReleased). */
  released: SQLWrapper;
  /** The supplier's company id. */
  companyId: SQLWrapper;
}

const TRUE = sql`true`;
const FALSE = sql`false`;

/** `level in (...)`, false for none (an empty IN list is not SQL). */
const levelIn = (level: SQLWrapper, levels: readonly Visibility[]): SQL =>
  levels.length
    ? sql`${level} in (${sql.join(
        levels.map((v) => sql`${v}`),
        sql`, `,
      )})`
    : FALSE;

/** The SQL condition of one viewer kind: the levels it always sees, or sees once released. */
function kindScope(rules: Rules, kind: ViewerKind, cols: ScopeColumns): SQL {
  const always = VISIBILITIES.filter((v) => rules[v][kind] === 'always');
  const onRelease = VISIBILITIES.filter((v) => rules[v][kind] === 'released');
  if (always.length === VISIBILITIES.length) return TRUE;
  if (!always.length && !onRelease.length) return FALSE;
  const parts = [
    ...(always.length ? [levelIn(cols.level, always)] : []),
    ...(onRelease.length ? [sql`(${levelIn(cols.level, onRelease)} and ${cols.released})`] : []),
  ];
  return sql`(${sql.join(parts, sql` or `)})`;
}

/**
 * `rules` as a SQL condition for `viewer` over rows of any supplier: a member is `own` on their company's rows and
 * `member` on the others', decided per row.
 */
function scopeOf(rules: Rules, viewer: AuthContext | null, cols: ScopeColumns): SQL {
  if (!viewer) return kindScope(rules, 'guest', cols);
  if (viewer.administrator) return kindScope(rules, 'staff', cols);
  return sql`(case when ${cols.companyId} = ${viewer.companyId} then ${kindScope(rules, 'own', cols)} else ${kindScope(rules, 'member', cols)} end)`;
}

/** What the in-memory checks read of a row. */
export interface ItemFacts {
  companyId: number;
  visibility: Visibility;
  released: boolean;
}

/** Whether the viewer may see this product or collection (by its own visibility level). */
export function canSee(row: ItemFacts, viewer: AuthContext | null): boolean {
  return allowed(ITEM_RULES, viewerKind(viewer, row.companyId), row.visibility, row.released);
}

/** Whether the viewer may see this product's price (of a product they may see). */
export function priceShown(
  row: { companyId: number; priceVisibility: Visibility; released: boolean },
  viewer: AuthContext | null,
): boolean {
  return allowed(PRICE_RULES, viewerKind(viewer, row.companyId), row.priceVisibility, row.released);
}

/**
 * Why the viewer may not see this product's price, or null when they may: a guest where members would (`login`), the
 * supplier's launch price before its release (`release`), private prices (`private`), and any other level the viewer's
 * kind is outside of (`members`). Derived from PRICE_RULES, so the reason can never contradict priceShown.
 */
export function priceHiddenReason(
  row: { companyId: number; priceVisibility: Visibility; released: boolean },
  viewer: AuthContext | null,
): 'login' | 'members' | 'release' | 'private' | null {
  if (priceShown(row, viewer)) return null;
  if (PRICE_RULES[row.priceVisibility].member === 'never') return 'private';
  if (!viewer) return 'login';
  return PRICE_RULES[row.priceVisibility].member === 'released' && !row.released ? 'release' : 'members';
}

/**
 * What a viewer of `kind` sees of a product: the product itself (canSee) and its price (priceShown), by the same
 * tables. For the supplier's preview "as a guest" or "as a member of another company", who is not that viewer.
 */
export function sightAs(
  kind: ViewerKind,
  row: { visibility: Visibility; priceVisibility: Visibility; released: boolean },
): { visible: boolean; priceShown: boolean } {
  const visible = allowed(ITEM_RULES, kind, row.visibility, row.released);
  return { visible, priceShown: visible && allowed(PRICE_RULES, kind, row.priceVisibility, row.released) };
}

/** canSee as SQL, for lists and their counts: `level` is the item's visibility column. */
export function visibleScope(viewer: AuthContext | null, cols: ScopeColumns): SQL {
  return scopeOf(ITEM_RULES, viewer, cols);
}

/** priceShown as SQL, for price sorts (a hidden price sorts like a missing one): `level` is the price visibility. */
export function priceScope(viewer: AuthContext | null, cols: ScopeColumns): SQL {
  return scopeOf(PRICE_RULES, viewer, cols);
}

/** A product is released when it has no release time or it has passed (the database clock). */
export const productReleased = (releaseAt: SQLWrapper): SQL => sql`(${releaseAt} is null or ${releaseAt} <= now())`;
/** A collection always has a release date. */
export const collectionReleased = (releaseAt: SQLWrapper): SQL => sql`(${releaseAt} <= now())`;
/**
 * A collection has ended once its final display date has passed; without one it never ends. Never null, so `not` of
 * it is the "still shown" condition.
 */
export const collectionEnded = (finalDisplayAt: SQLWrapper): SQL => sql`(${finalDisplayAt} is not null and ${finalDisplayAt} <= now())`;
/**
 * Where a collection stands (contracts COLLECTION_STATES), by the same clock and the same two rules: not released
 * before its release date, ended after its final display date, launched in between. Nothing flips a flag, so no job
 * has to run at midnight and the owner's list, the public showroom and a filter can never disagree.
 */
export const collectionState = (cols: { releaseAt: SQLWrapper; finalDisplayAt: SQLWrapper }): SQL<CollectionState> =>
  sql<CollectionState>`(case when not ${collectionReleased(cols.releaseAt)} then 'notReleased' when ${collectionEnded(cols.finalDisplayAt)} then 'ended' else 'launched' end)`;
