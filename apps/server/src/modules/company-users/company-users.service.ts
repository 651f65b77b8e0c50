import { ErrorCode } from '@gembourse/contracts/errors';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { SessionsRepository } from '../../platform/auth/sessions.repository.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import type { RealtimePublisher } from '../../platform/realtime/realtime-hub.ts';
import { presentCompanyUser } from './company-users.presenter.ts';
import type { CompanyUsersRepository, UserStatus } from './company-users.repository.ts';
import type { CompanyUser } from './company-users.schemas.ts';

/** Company admins (and platform staff, who pass every check) manage the users of their own company only. */
function assertAdminOf(auth: AuthContext, companyId: number) {
  if (auth.administrator) return;
  if (auth.companyRole !== 'admin' || auth.companyId !== companyId) throw forbidden();
}

/** The company admin's user list and the activate/deactivate actions of SPEC §7. */
export function companyUsersService(deps: { repo: CompanyUsersRepository; sessions: SessionsRepository; realtime: RealtimePublisher }) {
  const { repo } = deps;

  /** The target user after every permission check; a standard user is refused before learning whether it exists. */
  async function target(auth: AuthContext, id: number) {
    if (!auth.administrator && auth.companyRole !== 'admin') throw forbidden();
    const user = await repo.findById(id);
    if (!user) throw notFound();
    assertAdminOf(auth, user.companyId);
    // Locking oneself out is never what an admin means; another admin of the company can do it.
    if (user.id === auth.userId) throw new AppError(ErrorCode.CONFLICT, 'cannotChangeOwnStatus');
    return user;
  }

  return {
    async list(auth: AuthContext, q: { status?: UserStatus; pageNum: number; pageSize: number }) {
      assertAdminOf(auth, auth.companyId);
      const { rows, total } = await repo.list(auth.companyId, q.status, q.pageSize, (q.pageNum - 1) * q.pageSize);
      return { list: rows.map(presentCompanyUser), total, pageNum: q.pageNum, pageSize: q.pageSize, hasMore: q.pageNum * q.pageSize < total };
    },

    /**
     * Disables a user: their sessions end as 'disabled' (next call 30012) and their sockets get the forced-offline
     * notice. Disabling a disabled user changes nothing.
     */
    async deactivate(auth: AuthContext, id: number): Promise<CompanyUser> {
      const user = await target(auth, id);
      if (user.status !== 'disabled') {
        await repo.setStatus(id, 'disabled');
        await deps.sessions.endLiveSessions(id, 'disabled');
        await deps.realtime.publish({ type: 'logout', reason: 'disabled' }, { userIds: [id] });
      }
      return presentCompanyUser({ ...user, status: 'disabled' });
    },

    /**
     * Enables a disabled user again: active if they have a password, otherwise back to invited (they still have
     * to accept the invitation). Users who never were disabled are left as they are; invited and pending ones
     * cannot be activated this way (409), only by setting their password.
     */
    async activate(auth: AuthContext, id: number): Promise<CompanyUser> {
      const user = await target(auth, id);
      if (user.status === 'active') return presentCompanyUser(user);
      if (user.status !== 'disabled') throw new AppError(ErrorCode.CONFLICT, 'userNotActivatable');
      const status: UserStatus = user.hasPassword ? 'active' : 'invited';
      await repo.setStatus(id, status);
      return presentCompanyUser({ ...user, status });
    },
  };
}
