import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { contactAccess, type ContactPrivacy, type ContactRequirement, type Standing } from './company-access.ts';

// Who sees which showroom item on a company profile: one rule set for the product list, the collection list and
// their counts, so a card can never promise what the list then hides. The levels are documented in docs/decisions.md.

export type Visibility = 'public' | 'community' | 'launch' | 'private';

/**
 * The visibility levels a viewer reaches: `released` are shown once their release time has passed, `ahead` also
 * before it (a launch is announced to members ahead of its date).
 */
export interface VisibilityScope {
  released: Visibility[];
  ahead: Visibility[];
}

const ALL: Visibility[] = ['public', 'community', 'launch', 'private'];

/**
 * Item visibility (products and collections alike): public for everyone, community for members, launch for members
 * from the day it is published (before its release too), private for the supplier's own members. Platform staff
 * pass every check.
 */
export function visibilityScope(viewer: AuthContext | null, s: Standing): VisibilityScope {
  if (s.own || s.staff) return { released: ALL, ahead: ALL };
  if (!viewer) return { released: ['public'], ahead: [] };
  return { released: ['public', 'community', 'launch'], ahead: ['launch'] };
}

/**
 * Price visibility of a product the viewer may see: public for all, community for members, launch for members once
 * the product is released (the price is the launch's reveal), private for the supplier's own members. It applies
 * per product and overrides the collection's price visibility.
 */
export function priceScope(viewer: AuthContext | null, s: Standing): VisibilityScope {
  if (s.own || s.staff) return { released: ALL, ahead: ALL };
  if (!viewer) return { released: ['public'], ahead: ['public'] };
  return { released: ['public', 'community', 'launch'], ahead: ['public', 'community'] };
}

/** Whether a price is shown under `scope`; the SQL of the price sort applies the same test. */
export function priceShown(scope: VisibilityScope, priceVisibility: Visibility, released: boolean): boolean {
  return (released ? scope.released : scope.ahead).includes(priceVisibility);
}

/**
 * The showroom's product privacy (contacts only / community / everyone) gates the whole showroom, products and
 * collections, on the same ladder as contact privacy. An item's own visibility can narrow it further, never widen it.
 */
export function showroomAccess(privacy: ContactPrivacy, viewer: AuthContext | null, s: Standing): { visible: boolean; requirement: ContactRequirement } {
  return contactAccess(privacy, viewer, s);
}
