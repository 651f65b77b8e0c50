import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { CollectionState } from '@gembourse/contracts/own-collections';
import {
  PRODUCT_VISIBILITIES,
  settingInForce,
  VISIBILITIES,
  type ProductVisibility,
  type SettingInForce,
  type Visibility,
} from '@gembourse/contracts/product';
import { SHOWROOM_PRIVACY_LEVELS, type ShowroomPrivacyLevel } from '@gembourse/contracts/showroom';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Standing, Viewer } from '../company/company-access.ts';

// Who sees a product or a collection, and who sees a product's price: ONE table per question (the showroom's product
// privacy, the item levels, the price levels), from which both the in-memory check of one row (productSightOf,
// priceHiddenReason, sightAs, showroomGate) and the SQL scope of a list, its count and its price sort (productScope,
// productPriceScope, collectionScope) are derived, so a card, a list, a count, a search, the product page and the
// preview can never disagree (issue 9; issue 28 item 2). The rules are written out in docs/decisions.md (visibility).
// Whether the supplier's profile opens at all is the company's rule (company-access.ts profileVisible).
//
// A product's own visibility overrides the showroom's privacy (SPEC §6); a product "as the showroom" follows the
// privacy as a public product of that showroom would. A collection belongs to the showroom: its level only narrows
// the privacy. The same holds for price visibility, "as the showroom" showing the price to those the privacy lets in.

export type { ProductVisibility, Visibility };
export type ShowroomPrivacy = ShowroomPrivacyLevel;

/**
 * The viewer as the rules tell them apart, relative to the item's supplier: a guest, a member of another company, a
 * member of a company connected with the supplier (a contact), a member of the supplier, platform staff.
 */
export type ViewerKind = 'guest' | 'member' | 'contact' | 'own' | 'staff';
const KINDS: readonly ViewerKind[] = ['guest', 'member', 'contact', 'own', 'staff'];

/** When a viewer sees an item of a level: never, once its release time has passed, or always (ahead of it too). */
export type Sight = 'never' | 'released' | 'always';
type Sights = Readonly<Record<ViewerKind, Sight>>;
type Rules = Readonly<Record<Visibility, Sights>>;

/**
 * Who the showroom's product privacy (SPEC §3 "Showroom settings") lets in: everyone; community = any member;
 * contacts = companies connected with the supplier. Its own members and staff always.
 */
export const SHOWROOM_GATE: Readonly<Record<ShowroomPrivacy, Readonly<Record<ViewerKind, boolean>>>> = {
  everyone: { guest: true, member: true, contact: true, own: true, staff: true },
  community: { guest: false, member: true, contact: true, own: true, staff: true },
  contacts: { guest: false, member: false, contact: true, own: true, staff: true },
};

/**
 * Item visibility (a product's own level, a collection's). Launch: members see a launch from the day it is published,
 * ahead of its release time ("launches on …"); its price waits for the release (PRICE_RULES). A contact is a member.
 */
export const ITEM_RULES: Rules = {
  public: { guest: 'released', member: 'released', contact: 'released', own: 'always', staff: 'always' },
  community: { guest: 'never', member: 'released', contact: 'released', own: 'always', staff: 'always' },
  launch: { guest: 'never', member: 'always', contact: 'always', own: 'always', staff: 'always' },
  private: { guest: 'never', member: 'never', contact: 'never', own: 'always', staff: 'always' },
};

/** Price visibility of a product the viewer may see; it applies per product and overrides its collection's. */
export const PRICE_RULES: Rules = {
  public: { guest: 'always', member: 'always', contact: 'always', own: 'always', staff: 'always' },
  community: { guest: 'never', member: 'always', contact: 'always', own: 'always', staff: 'always' },
  launch: { guest: 'never', member: 'released', contact: 'released', own: 'always', staff: 'always' },
  private: { guest: 'never', member: 'never', contact: 'never', own: 'always', staff: 'always' },
};

/**
 * What a product level means for each viewer kind in a showroom of `privacy`: its own level's rule, or for "as the
 * showroom" the public rule within the showroom's gate (exactly what a public product was before issue 28: visible
 * to those the privacy lets in, once released).
 */
function levelSights(rules: Rules, level: ProductVisibility, privacy: ShowroomPrivacy): Sights {
  if (level !== 'showroom') return rules[level];
  const gate = SHOWROOM_GATE[privacy];
  return Object.fromEntries(KINDS.map((k) => [k, gate[k] ? rules.public[k] : 'never'])) as Record<ViewerKind, Sight>;
}

/** The viewer's kind towards a supplier, from their standing (company-access.ts standingOf: staff only when seeing). */
export function viewerKind(viewer: Viewer | null, s: Standing): ViewerKind {
  if (!viewer) return 'guest';
  if (s.staff) return 'staff';
  if (s.own) return 'own';
  return s.connected ? 'contact' : 'member';
}

const pass = (sight: Sight, released: boolean) => sight === 'always' || (sight === 'released' && released);

// ---- one row, in memory ------------------------------------------------------------------------------------------

/** What the product rules read of a row: its levels, its release, the supplier's showroom privacy. */
export interface ProductLevels {
  visibility: ProductVisibility;
  priceVisibility: ProductVisibility;
  productPrivacy: ShowroomPrivacy;
  released: boolean;
}

/** What a viewer of `kind` sees of a product by its levels: the product, and its price (of a product they see). */
export function productSightOf(kind: ViewerKind, row: ProductLevels): { visible: boolean; priceShown: boolean } {
  const visible = pass(levelSights(ITEM_RULES, row.visibility, row.productPrivacy)[kind], row.released);
  return { visible, priceShown: visible && pass(levelSights(PRICE_RULES, row.priceVisibility, row.productPrivacy)[kind], row.released) };
}

/**
 * Why a viewer of `kind` may not see this product's price, or null when they may: a guest where members would
 * (`login`), a launch price before its release (`release`), a price nobody outside the supplier sees (`private`), a
 * contacts-only price to a member who is not one (`connection`), any other level the viewer is outside of
 * (`members`). Derived from the same rows as productSightOf, so the reason can never contradict it.
 */
export function priceHiddenReason(
  kind: ViewerKind,
  row: Omit<ProductLevels, 'visibility'>,
): 'login' | 'members' | 'release' | 'private' | 'connection' | null {
  const sights = levelSights(PRICE_RULES, row.priceVisibility, row.productPrivacy);
  if (pass(sights[kind], row.released)) return null;
  if (sights.member === 'never' && sights.contact === 'never') return 'private';
  if (kind === 'guest') return 'login';
  if (sights[kind] === 'released') return 'release';
  return kind === 'member' && sights.contact !== 'never' ? 'connection' : 'members';
}

/**
 * What a viewer of `kind` would see of a product, and which setting decides it: for the supplier's preview "as a
 * guest" or "as a member of another company", who is not that viewer.
 */
export function sightAs(
  kind: ViewerKind,
  row: ProductLevels,
): { visible: boolean; priceShown: boolean; settings: { visibility: SettingInForce; price: SettingInForce } } {
  return {
    ...productSightOf(kind, row),
    settings: {
      visibility: settingInForce(row.visibility, row.productPrivacy),
      price: settingInForce(row.priceVisibility, row.productPrivacy),
    },
  };
}

/**
 * Whether the showroom itself (its collections, and everything "as the showroom") opens to the viewer, and what would
 * open it: logging in (a guest), or a connection (a member, where contacts would be let in).
 */
export function showroomGate(
  privacy: ShowroomPrivacy,
  kind: ViewerKind,
): { visible: boolean; requirement: 'none' | 'login' | 'connection' } {
  const gate = SHOWROOM_GATE[privacy];
  if (gate[kind]) return { visible: true, requirement: 'none' };
  return { visible: false, requirement: kind === 'guest' ? 'login' : 'connection' };
}

/**
 * The privacies under which a contact sees more than another member (products, prices or the showroom itself): a
 * member connected with a supplier of one of them has a catalogue of their own (catalogue-sharing.ts).
 */
export function privaciesOpenedByConnection(): ShowroomPrivacy[] {
  const differs = (p: ShowroomPrivacy) => (rules: Rules) =>
    PRODUCT_VISIBILITIES.some((level) => levelSights(rules, level, p).contact !== levelSights(rules, level, p).member);
  return SHOWROOM_PRIVACY_LEVELS.filter(
    (p) => SHOWROOM_GATE[p].contact !== SHOWROOM_GATE[p].member || [ITEM_RULES, PRICE_RULES].some(differs(p)),
  );
}

// ---- lists, in SQL -----------------------------------------------------------------------------------------------

/** The columns of a query that the SQL scopes read; plain columns or SQL (for aliased subqueries and parameters). */
export interface ScopeColumns {
  /** The product's visibility, its price visibility for price scopes, or a collection's visibility. */
  level: SQLWrapper;
  /** A boolean: the release time has passed (productReleased / collectionReleased). */
  released: SQLWrapper;
  /** The supplier's company id. */
  companyId: SQLWrapper;
  /** The supplier's showroom product privacy. */
  privacy: SQLWrapper;
  /** The viewer's company is connected with the supplier: built only where a contact sees more than a member. */
  connected: () => SQL;
}

const TRUE = sql`true`;
const FALSE = sql`false`;
const or = (parts: SQL[]): SQL => (parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` or `)})`);

/** `column in (...)` of a non-empty list. */
const within = (column: SQLWrapper, values: readonly string[]): SQL =>
  sql`${column} in (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

/** A rule of the policy for one viewer kind, as a function of the row's level and its supplier's privacy. */
type SightOf = (level: ProductVisibility, privacy: ShowroomPrivacy) => Sight;

/**
 * The rows `sightOf` lets in, as SQL (null: none): the (level, privacy) pairs it always sees, or sees once released;
 * a level seen alike under every privacy is tested on the level alone.
 */
function levelScope(levels: readonly ProductVisibility[], sightOf: SightOf, cols: ScopeColumns): SQL | null {
  const pairs = (sight: Sight): SQL[] => {
    const everywhere = levels.filter((l) => SHOWROOM_PRIVACY_LEVELS.every((p) => sightOf(l, p) === sight));
    const some = levels.flatMap((l) => {
      const ps = SHOWROOM_PRIVACY_LEVELS.filter((p) => sightOf(l, p) === sight);
      return ps.length && !everywhere.includes(l) ? [sql`(${cols.level} = ${l} and ${within(cols.privacy, ps)})`] : [];
    });
    return [...(everywhere.length ? [within(cols.level, everywhere)] : []), ...some];
  };
  if (levels.every((l) => SHOWROOM_PRIVACY_LEVELS.every((p) => sightOf(l, p) === 'always'))) return TRUE;
  const always = pairs('always');
  const onRelease = pairs('released');
  const parts = [...always, ...(onRelease.length ? [sql`(${or(onRelease)} and ${cols.released})`] : [])];
  return parts.length ? or(parts) : null;
}

const RANK: Record<Sight, number> = { never: 0, released: 1, always: 2 };

/**
 * A rule as SQL for `viewer` over rows of any supplier: `own` on their company's rows; on the others', what a member
 * sees, or what a contact sees beyond it where the viewer's company is connected (the probe only for those rows).
 */
function scopeOf(
  levels: readonly ProductVisibility[],
  rule: (kind: ViewerKind) => SightOf,
  viewer: AuthContext | null,
  cols: ScopeColumns,
): SQL {
  const scope = (sightOf: SightOf) => levelScope(levels, sightOf, cols) ?? FALSE;
  if (!viewer) return scope(rule('guest'));
  if (viewer.administrator) return scope(rule('staff'));
  const member = rule('member');
  const contact = rule('contact');
  const extra = levelScope(levels, (l, p) => (RANK[contact(l, p)] > RANK[member(l, p)] ? contact(l, p) : 'never'), cols);
  const other = extra ? or([scope(member), sql`(${extra} and ${cols.connected()})`]) : scope(member);
  return sql`(case when ${cols.companyId} = ${viewer.companyId} then ${scope(rule('own'))} else ${other} end)`;
}

const productRule = (rules: Rules) => (kind: ViewerKind) => (level: ProductVisibility, privacy: ShowroomPrivacy) =>
  levelSights(rules, level, privacy)[kind];

/** productSightOf's `visible` as SQL, for lists and their counts: `level` is the product's visibility. */
export function productScope(viewer: AuthContext | null, cols: ScopeColumns): SQL {
  return scopeOf(PRODUCT_VISIBILITIES, productRule(ITEM_RULES), viewer, cols);
}

/**
 * productSightOf's `priceShown` as SQL, for price sorts and price filters of rows productScope lets in (a hidden price
 * sorts like a missing one): `level` is the price visibility.
 */
export function productPriceScope(viewer: AuthContext | null, cols: ScopeColumns): SQL {
  return scopeOf(PRODUCT_VISIBILITIES, productRule(PRICE_RULES), viewer, cols);
}

/**
 * Whether a viewer of `kind` sees a collection of `level` in a showroom of `privacy`: the showroom's gate, narrowed
 * by the collection's own level (a collection is part of the showroom; its products' levels are their own).
 */
export function collectionSight(kind: ViewerKind, level: Visibility, privacy: ShowroomPrivacy): Sight {
  return SHOWROOM_GATE[privacy][kind] ? ITEM_RULES[level][kind] : 'never';
}

/** collectionSight as SQL, for the showroom's collections and the product page's: `level` is the collection's. */
export function collectionScope(viewer: AuthContext | null, cols: ScopeColumns): SQL {
  const rule = (kind: ViewerKind) => (level: ProductVisibility, privacy: ShowroomPrivacy) =>
    level === 'showroom' ? 'never' : collectionSight(kind, level, privacy);
  return scopeOf(VISIBILITIES, rule, viewer, cols);
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
