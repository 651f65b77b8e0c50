import { pageAnswer, pageOffset } from '@gembourse/contracts/envelope';
import { ErrorCode } from '@gembourse/contracts/errors';
import type { CompanyUser, CompanyUserListQuery } from '@gembourse/contracts/company-users';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { sessionsRepository } from '../../platform/auth/sessions.repository.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import type { RealtimePublisher } from '../../platform/realtime/realtime-hub.ts';
import { presentCompanyUser } from './company-users.presenter.ts';
import type { UsersRepository, UserStatus } from '../accounts/users.repository.ts';
import type { CompanyUsersRepository } from './company-users.repository.ts';

/**
 * The company admin's user list and the activate/deactivate actions of SPEC §7. Who may call them is each endpoint's
 * permission point (manage:user:view, manage:user:status); the rule about the resource stays here: the users of the
 * caller's own company only (platform staff: any company).
 */
export function companyUsersService(deps: {
  repo: CompanyUsersRepository;
  accounts: Pick<UsersRepository, 'setStatus'>;
  realtime: RealtimePublisher;
}) {
  const { repo, accounts } = deps;

  /** The target user: unknown answers 404, another company's 40300, oneself 40900 (locking oneself out is never meant). */
  async function target(auth: AuthContext, id: number) {
    const user = await repo.findById(id);
    if (!user) throw notFound();
    if (!auth.administrator && user.companyId !== auth.companyId) throw forbidden();
    if (user.id === auth.userId) throw new AppError(ErrorCode.CONFLICT, 'cannotChangeOwnStatus');
    return user;
  }

  return {
    async list(auth: AuthContext, q: CompanyUserListQuery) {
      const { rows, total } = await repo.list(auth.companyId, q.status, q.pageSize, pageOffset(q));
      return pageAnswer(rows.map(presentCompanyUser), total, q);
    },

    /**
     * Disables a user: in one transaction the status changes and their sessions end as 'disabled' (next call 30012);
     * after it commits their sockets get the forced-offline notice. Disabling a disabled user changes nothing.
     */
    async deactivate(auth: AuthContext, id: number): Promise<CompanyUser> {
      const user = await target(auth, id);
      if (user.status !== 'disabled') {
        await repo.transaction(async (_r, tx) => {
          await accounts.setStatus(id, 'disabled', tx);
          await sessionsRepository(tx).endLiveSessions(id, 'disabled');
        });
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
      await accounts.setStatus(id, status);
      return presentCompanyUser({ ...user, status });
    },
  };
}
