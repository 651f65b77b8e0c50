import { ErrorCode } from '@gembourse/contracts/errors';
import { LIMITS } from '@gembourse/contracts/limits';
import type { LoginRequest, LoginResponse, CurrentUser } from '@gembourse/contracts/auth';
import { AppError, noSession } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/crypto/password.ts';
import { hashToken, newToken } from '../../platform/crypto/tokens.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { sessionsRepository, type SessionsRepository } from '../../platform/auth/sessions.repository.ts';
import { rolePointsOf, type RoleMenusCache } from '../../platform/auth/role-menus.ts';
import type { UsersRepository } from '../accounts/users.repository.ts';
import type { AuthRepository } from './auth.repository.ts';
import { presentCurrentUser } from './auth.presenter.ts';

const DAY = 86_400_000;

export interface LoginMeta {
  ip: string;
  userAgent: string | null;
  device: string | null;
}

/** Login, logout and the current user. One live session per user: a login ends the others as 'replaced'. */
export function authService(deps: {
  users: AuthRepository;
  accounts: Pick<UsersRepository, 'recordLogin'>;
  sessions: SessionsRepository;
  roleMenus: RoleMenusCache;
}) {
  // Verifying against a real hash when the e-mail is unknown keeps response times alike, so timing tells nothing.
  let dummyHash: Promise<string> | undefined;
  const dummy = () =>
    (dummyHash ??= hashPassword('not-a-real-password').catch((err: unknown) => {
      // Refused while hashing was saturated: make it again next time instead of keeping the refusal.
      dummyHash = undefined;
      throw err;
    }));

  /** The user of a session, answered with that session's token and the login before it. */
  async function currentUser(session: { userId: number; sessionId: number }, token: string): Promise<CurrentUser> {
    // Both reads at once (one round trip on PostgreSQL); the role's menus come from the cache.
    const [u, previousLogin] = await Promise.all([
      deps.users.findById(session.userId),
      deps.users.previousLogin(session.userId, session.sessionId),
    ]);
    if (!u) throw noSession();
    const menus = await deps.roleMenus.menusFor({
      administrator: u.administratorFlag,
      joinType: u.joinType,
      companyRole: u.companyRole,
      rolePoints: rolePointsOf(u),
    });
    return presentCurrentUser(u, menus, { token, previousLogin });
  }

  return {
    currentUser,

    async login(input: LoginRequest, meta: LoginMeta): Promise<LoginResponse & { endedSessionIds: number[] }> {
      const u = await deps.users.findByEmail(input.email);
      const valid = await verifyPassword(input.password, u?.passwordHash ?? (await dummy()));
      if (!u || !valid) throw new AppError(ErrorCode.BAD_CREDENTIALS, 'badCredentials');
      if (u.status === 'pending' || u.status === 'invited') throw new AppError(ErrorCode.REMINDER, 'accountPending');
      if (u.status === 'disabled') throw new AppError(ErrorCode.REMINDER_LOGOUT, 'accountDisabled');
      if (u.companyStatus === 'suspended' && !u.administratorFlag) {
        throw new AppError(ErrorCode.REMINDER_ALT, 'companySuspended');
      }
      // Suppliers go live once the organiser has verified them; only the right password learns why (no oracle).
      if (u.joinType === 'seller' && u.verificationStatus === 'pending' && !u.administratorFlag) {
        throw new AppError(ErrorCode.REMINDER, 'companyPendingVerification');
      }
      // The organiser turned the company down (console verification): the same reminder, saying so.
      if (u.verificationStatus === 'rejected' && !u.administratorFlag) {
        throw new AppError(ErrorCode.REMINDER, 'companyVerificationRejected');
      }
      const token = newToken();
      const days = input.remember ? LIMITS.rememberedSessionDays : LIMITS.sessionDays;
      // One transaction: the new session, the end of the others and the login stamp are all written or none is.
      const { sessionId, endedSessionIds } = await deps.users.transaction(async (users, tx) => {
        await users.lockUser(u.id);
        const sessions = sessionsRepository(tx);
        const id = await sessions.create({
          userId: u.id,
          tokenHash: hashToken(token),
          device: meta.device,
          ip: meta.ip,
          userAgent: meta.userAgent,
          remember: input.remember,
          expiresAt: new Date(Date.now() + days * DAY),
        });
        const ended = await sessions.endSessionsBefore(u.id, id, 'replaced');
        await deps.accounts.recordLogin(u.id, meta.ip, meta.userAgent, tx);
        return { sessionId: id, endedSessionIds: ended };
      });
      return { token, user: await currentUser({ userId: u.id, sessionId }, token), endedSessionIds };
    },

    async logout(auth: AuthContext): Promise<void> {
      await deps.sessions.end(auth.sessionId, 'logout');
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
