import { ErrorCode, type FieldError } from '@gembourse/contracts/errors';
import type { Locale } from '@gembourse/contracts/locale';
import { ROLE_POINTS, ROLES_MAX, type CompanyRole, type CompanyRoleList, type SaveRoleRequest } from '@gembourse/contracts/company-users';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { RoleMenusCache } from '../../platform/auth/role-menus.ts';
import { AppError, forbidden, notFound, validationFailed } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n/messages.ts';
import type { RealtimePublisher } from '../../platform/realtime/realtime-hub.ts';
import type { CompanyUsersRepository } from './company-users.repository.ts';
import type { Grants } from './grants.ts';

/**
 * The company's own roles (issue 13): a name and permission points, given to standard users so each holds exactly the
 * showroom, analytics or manage rights it needs. A company may hand out only its side's points (a buyer company no
 * showroom ones); the server decides every request by the same points (platform/auth/role-menus.ts). A change reaches
 * the holders at once: their sessions are read again and their browsers fetch their menus (realtime `access`).
 */
export function companyRolesService(deps: {
  repo: CompanyUsersRepository;
  roleMenus: RoleMenusCache;
  grants: Grants;
  realtime: RealtimePublisher;
}) {
  const { repo } = deps;

  /** ROLE_POINTS that the caller's company side allows, in ROLE_POINTS order. */
  async function assignable(auth: AuthContext): Promise<string[]> {
    const side = await deps.roleMenus.assignablePoints(auth.joinType);
    return ROLE_POINTS.filter((p) => side.has(p));
  }

  /** A role of the caller's company: unknown 404, another company's 40300. */
  async function ownRole(auth: AuthContext, id: number) {
    const role = await repo.findRole(id);
    if (!role) throw notFound();
    if (role.companyId !== auth.companyId) throw forbidden();
    return role;
  }

  return {
    async list(auth: AuthContext): Promise<CompanyRoleList> {
      const [list, points] = await Promise.all([repo.roles(auth.companyId), assignable(auth)]);
      return { list, assignable: points };
    },

    /** Creates (no id) or changes a role; the points are stored in ROLE_POINTS order, without repeats. */
    async save(auth: AuthContext, input: SaveRoleRequest, locale: Locale): Promise<CompanyRole> {
      const allowed = new Set(await assignable(auth));
      const existing = input.id ? await ownRole(auth, input.id) : null;
      const errors: FieldError[] = [];
      if (input.points.some((p) => !allowed.has(p))) errors.push({ path: 'points', message: translate('pointNotAllowed', locale) });
      if (await repo.roleNameTaken(auth.companyId, input.name, input.id)) {
        errors.push({ path: 'name', message: translate('roleNameTaken', locale) });
      }
      if (errors.length) throw validationFailed(errors);
      // A standard user with manage:role:edit neither adds points they lack nor edits a role that holds some.
      await deps.grants.assertHolds(auth, [...input.points, ...(existing?.points ?? [])]);
      const points = ROLE_POINTS.filter((p) => input.points.includes(p));
      let id: number;
      if (existing) {
        id = existing.id;
        await repo.updateRole(id, input.name, points);
        await deps.realtime.publish({ type: 'access' }, { userIds: await repo.holdersOf(id) });
      } else {
        if ((await repo.roleCount(auth.companyId)) >= ROLES_MAX) throw new AppError(ErrorCode.CONFLICT, 'rolesFull', { max: ROLES_MAX });
        id = await repo.insertRole(auth.companyId, input.name, points);
      }
      const saved = (await repo.roles(auth.companyId)).find((r) => r.id === id);
      if (!saved) throw notFound();
      return saved;
    },

    /** Deletes a role nobody holds (a held one answers 40900 saying how many hold it). */
    async remove(auth: AuthContext, id: number): Promise<{ id: number }> {
      const role = await ownRole(auth, id);
      await deps.grants.assertHolds(auth, role.points);
      const holders = await repo.holdersOf(id);
      if (holders.length) throw new AppError(ErrorCode.CONFLICT, 'roleInUse', { count: holders.length });
      await repo.deleteRole(id);
      return { id };
    },
  };
}
export type CompanyRolesService = ReturnType<typeof companyRolesService>;
