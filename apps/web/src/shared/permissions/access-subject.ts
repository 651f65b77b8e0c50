import type { CurrentUser } from '@gembourse/contracts/auth';
import { allows, type Access, type AccessSubject } from '@gembourse/contracts/permissions';
import { isLoggedIn, useSessionStore } from '../session/session-store.ts';

/**
 * The user as `allows()` sees them (the same function the server decides with): platform staff, and the permission
 * points of their role; null for a guest. A user info without a permission list keeps the control (SPEC §6).
 */
export function accessSubjectOf(
  user: Pick<CurrentUser, 'id' | 'administratorFlag' | 'permissions'> | null | undefined,
): AccessSubject | null {
  if (!user || !isLoggedIn(user)) return null;
  return {
    administrator: Boolean(user.administratorFlag),
    perms: Array.isArray(user.permissions) ? new Set(user.permissions.map((p) => p.webPerms)) : null,
  };
}

/** Hook: whether the current visitor passes `access` (a page's or an endpoint's). */
export function useAllows(access: Access): boolean {
  return useSessionStore((s) => allows(access, accessSubjectOf(s.userInfo)));
}
