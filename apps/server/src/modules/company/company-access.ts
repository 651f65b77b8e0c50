import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context.ts';

// Who may see what of a company: one rule set for the profile, its contact list and anything else that shows a
// company or its contact details, so the page and the API can never disagree. Each rule that lists also filter by has
// its SQL twin here, next to it; company-access.test.ts checks that the two agree case by case. What the showroom's
// product privacy lets a viewer see is the visibility policy's (catalogue/visibility-policy.ts, issue 28 item 2).

export type ContactPrivacy = 'contacts' | 'community' | 'everyone';
export type ContactRequirement = 'none' | 'login' | 'connection';

/**
 * Who the rules look at: a member's company and whether they are platform staff. A request's AuthContext is one; so
 * is the reader of a chat message, who is not the caller.
 */
export type Viewer = Pick<AuthContext, 'companyId' | 'administrator'>;

/** The caller's standing towards one company. */
export interface Standing {
  /** The caller belongs to the company. */
  own: boolean;
  /** Platform staff (administratorFlag): they pass every check. */
  staff: boolean;
  /** The two companies are connected (an accepted request either way). */
  connected: boolean;
}

/**
 * What the caller does with what they are shown: sees it, or acts on it as a member (asks a question, collects it,
 * sets an alert, sends it or starts a chat from it). Platform staff see everything, to moderate; they act as the
 * members of their own company would (issue 28 item 11), so an action never reaches what a member could not.
 */
export type Purpose = 'see' | 'act';

/** The caller's standing towards `companyId`, for `purpose`: staff pass every check only when they see. */
export function standingOf(viewer: Viewer | null, companyId: number, connected: boolean, purpose: Purpose = 'see'): Standing {
  return { own: viewer?.companyId === companyId, staff: purpose === 'see' && (viewer?.administrator ?? false), connected };
}

/** What the profile rule reads of a company. */
export interface ProfileFacts {
  status: string;
  joinType: string;
  verificationStatus: string;
}

/**
 * Whether a profile may be opened at all: a supplier once the organiser has verified it (unverified, pending and
 * rejected suppliers are seen by their own members and staff only: issue 9), an active buyer by members (a buyer's
 * profile is not a public showroom), anything by its own members and staff. Others get 404, so ids cannot be probed.
 */
export function profileVisible(company: ProfileFacts, viewer: Viewer | null, s: Standing): boolean {
  if (s.own || s.staff) return true;
  if (company.status !== 'active') return false;
  return company.joinType === 'seller' ? company.verificationStatus === 'verified' : viewer !== null;
}

/**
 * A supplier anybody may see: an active seller the organiser has verified (profileVisible for a viewer who is neither
 * its member nor staff). The one in-memory answer to "may this company be shared, asked for contact, collected";
 * openSupplier below is its SQL twin.
 */
export function isOpenSupplier(company: ProfileFacts): boolean {
  return company.joinType === 'seller' && company.status === 'active' && company.verificationStatus === 'verified';
}

/** The companies columns the SQL twins read. */
export interface CompanyColumns {
  id: SQLWrapper;
  status: SQLWrapper;
  joinType: SQLWrapper;
  verificationStatus: SQLWrapper;
}

/** A supplier anybody may see (profileVisible for a viewer who is neither its member nor staff): directory, matching. */
// Literals, not parameters: the directory's partial index (companies_directory_order_idx) is matched at plan time.
export const openSupplier = (c: CompanyColumns): SQL =>
  sql`(${c.joinType} = 'seller' and ${c.status} = 'active' and ${c.verificationStatus} = 'verified')`;

/** profileVisible as SQL, for lists that span companies (the home feed). */
export function profileVisibleScope(viewer: AuthContext | null, c: CompanyColumns): SQL {
  if (viewer?.administrator) return sql`true`;
  if (!viewer) return openSupplier(c);
  return sql`(${c.id} = ${viewer.companyId} or ${openSupplier(c)} or (${c.joinType} = 'buyer' and ${c.status} = 'active'))`;
}

/**
 * Contact details follow the showroom's contact privacy (SPEC §3): everyone; community = any logged-in member;
 * contacts = companies with an established connection. `requirement` tells a page what would open them. The showroom's
 * product privacy is the visibility policy's (catalogue/visibility-policy.ts SHOWROOM_GATE), on the same ladder.
 */
export function contactAccess(
  privacy: ContactPrivacy,
  viewer: AuthContext | null,
  s: Standing,
): { visible: boolean; requirement: ContactRequirement } {
  if (s.own || s.staff || privacy === 'everyone') return { visible: true, requirement: 'none' };
  // A guest must log in first whatever the setting: a connection is asked for by a member.
  if (!viewer) return { visible: false, requirement: 'login' };
  if (privacy === 'community') return { visible: true, requirement: 'none' };
  return s.connected ? { visible: true, requirement: 'none' } : { visible: false, requirement: 'connection' };
}
