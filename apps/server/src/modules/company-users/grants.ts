import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { RoleMenusCache } from '../../platform/auth/role-menus.ts';
import { forbidden } from '../../platform/errors.ts';
import type { CompanyUsersRepository } from './company-users.repository.ts';

/**
 * What a caller may hand out (issue 13), the one home of the rule against climbing one's own rights: only an admin (or
 * platform staff) makes someone an admin, and a standard user holding manage points may give a role, or put points
 * into one, only when they hold every point of it themselves. "No role" is a grant like any role: it gives the side's
 * seeded standard points (issue 28: skipping it let a user with manage:user:edit take showroom points it lacked, for
 * itself, a colleague or an invitee). Anything else answers 40300.
 */
export function grants(deps: { repo: CompanyUsersRepository; roleMenus: RoleMenusCache }) {
  const isAdmin = (auth: AuthContext) => auth.administrator || auth.companyRole === 'admin';

  async function assertHolds(auth: AuthContext, points: readonly string[]): Promise<void> {
    if (isAdmin(auth)) return;
    const own = (await deps.roleMenus.subjectOf(auth))?.perms;
    if (!own || points.some((p) => !own.has(p))) throw forbidden();
  }

  return {
    /** Refuses making someone an admin, or giving them a role, beyond the caller's own rights. */
    async assertMayGrant(auth: AuthContext, to: { admin: boolean; roleId: number | null }): Promise<void> {
      if (to.admin) {
        if (!isAdmin(auth)) throw forbidden();
        return;
      }
      if (isAdmin(auth)) return;
      const points =
        to.roleId === null ? await deps.roleMenus.standardPoints(auth.joinType) : ((await deps.repo.findRole(to.roleId))?.points ?? []);
      await assertHolds(auth, [...points]);
    },
    /** Refuses putting into a role (or editing one that holds) points the caller does not hold. */
    assertHolds,
  };
}
export type Grants = ReturnType<typeof grants>;
