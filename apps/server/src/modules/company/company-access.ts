import type { FastifyRequest } from 'fastify';
import { requireAuth, type AuthContext } from '../../platform/auth/auth-context.ts';
import { forbidden } from '../../platform/errors.ts';

// Who may see what of a company: one rule set for the profile, its contact list and anything else that shows contact
// details, so the page and the API can never disagree.

export type ContactPrivacy = 'contacts' | 'community' | 'everyone';
export type ContactRequirement = 'none' | 'login' | 'connection';

/** The caller's standing towards one company. */
export interface Standing {
  /** The caller belongs to the company. */
  own: boolean;
  /** Platform staff (administratorFlag): they pass every check. */
  staff: boolean;
  /** The two companies are connected (an accepted request either way). */
  connected: boolean;
}

export function standingOf(viewer: AuthContext | null, companyId: number, connected: boolean): Standing {
  return { own: viewer?.companyId === companyId, staff: viewer?.administrator ?? false, connected };
}

/**
 * Whether a profile may be opened at all: active sellers by anyone, active buyers by members (a buyer's profile is
 * not a public showroom), anything by its own members and staff. Others get 404, so ids cannot be probed.
 */
export function profileVisible(company: { status: string; joinType: string }, viewer: AuthContext | null, s: Standing): boolean {
  if (s.own || s.staff) return true;
  return company.status === 'active' && (company.joinType === 'seller' || Boolean(viewer));
}

/**
 * Contact details follow the showroom's contact privacy (SPEC §3): everyone; community = any logged-in member;
 * contacts = companies with an established connection. `requirement` tells a page what would open them.
 */
export function contactAccess(privacy: ContactPrivacy, viewer: AuthContext | null, s: Standing): { visible: boolean; requirement: ContactRequirement } {
  if (s.own || s.staff || privacy === 'everyone') return { visible: true, requirement: 'none' };
  // A guest must log in first whatever the setting: a connection is asked for by a member.
  if (!viewer) return { visible: false, requirement: 'login' };
  if (privacy === 'community') return { visible: true, requirement: 'none' };
  return s.connected ? { visible: true, requirement: 'none' } : { visible: false, requirement: 'connection' };
}

/** Company admins edit their own company's profile and contacts; platform staff count as admins of their own. */
export function isAdminOfOwn(auth: AuthContext): boolean {
  return auth.companyRole === 'admin' || auth.administrator;
}

/** Route hook: a standard user is refused (40300) before their form is looked at, as a guest is (30007). */
export async function companyAdminsOnly(req: FastifyRequest): Promise<void> {
  if (!isAdminOfOwn(requireAuth(req))) throw forbidden();
}
