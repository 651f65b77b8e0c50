import { pageAnswer, pageOffset } from '@gembourse/contracts/envelope';
import { ErrorCode, type FieldError } from '@gembourse/contracts/errors';
import type { Locale } from '@gembourse/contracts/locale';
import { INVITATION_VALID_HOURS } from '@gembourse/contracts/company-users';
import type {
  CompanyUser,
  CompanyUserListQuery,
  InviteRequest,
  Invitee,
  UpdateCompanyUserRequest,
} from '@gembourse/contracts/company-users';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { sessionsRepository } from '../../platform/auth/sessions.repository.ts';
import { hashToken, newToken } from '../../platform/crypto/tokens.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, forbidden, notFound, validationFailed } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n/messages.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { RealtimePublisher } from '../../platform/realtime/realtime-hub.ts';
import type { MemberFields, MembersRepository } from '../accounts/members.repository.ts';
import type { UsersRepository, UserStatus } from '../accounts/users.repository.ts';
import { displayName } from '../company/company.presenter.ts';
import { presentCompanyUser } from './company-users.presenter.ts';
import type { CompanyUserRow, CompanyUsersRepository } from './company-users.repository.ts';
import type { Grants } from './grants.ts';
import type { Recipient } from '../../platform/mail/greeting.ts';
import { personName } from '@gembourse/contracts/person-name';

/** What the plan allows in seats (modules/billing/plan-limits.ts), as this module needs it. */
export interface Seats {
  /** Seats in use, the plan's limit (null: none) and its name in `locale`. */
  seatsOf(companyId: number, locale: Locale): Promise<{ used: number; limit: number | null; planName: string }>;
  /** Refuses (40210, naming the plan) when `adding` more users would pass the plan's limit. */
  assertRoom(companyId: number, what: 'users', adding: number, tx?: Db): Promise<void>;
}

const HOUR = 3_600_000;
const invitationToken = () => {
  const token = newToken();
  return { token, stored: { tokenHash: hashToken(token), expiresAt: new Date(Date.now() + INVITATION_VALID_HOURS * HOUR) } };
};

const fieldsOf = (f: Omit<Invitee, 'email'>): MemberFields => ({
  salutation: f.salutation,
  firstName: f.firstName,
  lastName: f.lastName,
  jobTitle: f.jobTitle || null,
  companyRole: f.admin ? 'admin' : 'standard',
  companyRoleId: f.admin ? null : f.roleId,
  street: f.street,
  city: f.city,
  state: f.state || null,
  country: f.country,
  postalCode: f.postalCode,
});

/** Whether the row is an administrator who can act (the "last admin" rule counts these). */
const activeAdmin = (u: Pick<CompanyUserRow, 'companyRole' | 'status'>) => u.companyRole === 'admin' && u.status === 'active';

/**
 * Company user management (SPEC §7 manage calls, issue 13). Who may call each is its endpoint's permission point; the
 * rules about the resource are here: users of the caller's own company only (platform staff: any), an admin is acted
 * on by admins only, the company keeps an active admin, the plan's seats, and the grants a caller may hand out
 * (grants.ts). Every refusal writes nothing.
 */
export function companyUsersService(deps: {
  repo: CompanyUsersRepository;
  members: MembersRepository;
  accounts: Pick<UsersRepository, 'setStatus'>;
  realtime: RealtimePublisher;
  mailer: Mailer;
  grants: Grants;
  seats: Seats;
}) {
  const { repo, members, accounts, grants } = deps;

  /** The target user: unknown (or removed) answers 404, another company's 40300, an admin acted on by a non-admin 40300. */
  async function target(auth: AuthContext, id: number): Promise<CompanyUserRow> {
    const user = await repo.findById(id);
    if (!user) throw notFound();
    if (!auth.administrator && user.companyId !== auth.companyId) throw forbidden();
    if (user.companyRole === 'admin' && !auth.administrator && auth.companyRole !== 'admin') throw forbidden();
    return user;
  }

  const present = (auth: AuthContext) => (u: CompanyUserRow) => presentCompanyUser(u, auth.userId);

  async function reread(auth: AuthContext, id: number): Promise<CompanyUser> {
    const row = await repo.findById(id);
    if (!row) throw notFound();
    return present(auth)(row);
  }

  /** Ends a user's sessions in `tx`; after commit the caller tells their sockets (logout, 30012 on the next call). */
  const endSessions = (id: number, tx: Db) => sessionsRepository(tx).endLiveSessions(id, 'disabled');
  const kick = (id: number) => deps.realtime.publish({ type: 'logout', reason: 'disabled' }, { userIds: [id] });
  /** The user's rights changed: their browsers fetch the current user again (and every process forgets the session). */
  const accessChanged = (ids: number[]) => (ids.length ? deps.realtime.publish({ type: 'access' }, { userIds: ids }) : Promise.resolve());

  /** Records an invitation e-mail in `tx` (read `from` before the transaction: PGlite has one connection). */
  async function sendInvitation(
    to: Recipient & { email: string; locale: Locale },
    from: { inviter: string; company: { name: string; nameEn: string | null } },
    token: string,
    tx: Db,
  ) {
    await deps.mailer.send(
      {
        to: to.email,
        recipient: to,
        locale: to.locale,
        template: 'invitation',
        params: {
          inviter: from.inviter,
          company: displayName(from.company, to.locale),
          token,
          hours: INVITATION_VALID_HOURS,
        },
      },
      tx,
    );
  }

  /** Who invites, and to which company, as the e-mail names them. */
  async function invitationFrom(auth: AuthContext, companyId: number) {
    const [me, company] = await Promise.all([repo.findById(auth.userId), repo.companyName(companyId)]);
    return { inviter: me ? personName(me) : 'GemBourse', company };
  }

  return {
    async list(auth: AuthContext, q: CompanyUserListQuery, locale: Locale) {
      const [{ rows, total }, seats] = await Promise.all([
        repo.list(auth.companyId, q.status, q.pageSize, pageOffset(q)),
        deps.seats.seatsOf(auth.companyId, locale),
      ]);
      return { ...pageAnswer(rows.map(present(auth)), total, q), seats };
    },

    /**
     * Invites people (POST /api/company/user/save): all or none. Addresses already on GemBourse, roles of another
     * company and grants beyond the caller's answer 40000 with each field's error; past the plan's seats 40210. Each
     * invitee gets an e-mail in the chosen language, recorded in the same transaction.
     */
    async invite(auth: AuthContext, input: InviteRequest, locale: Locale): Promise<{ list: CompanyUser[] }> {
      const errors: FieldError[] = [];
      const taken = await members.takenEmails(input.invitees.map((p) => p.email));
      const roles = await repo.rolesOfCompany(
        auth.companyId,
        input.invitees.flatMap((p) => (p.roleId && !p.admin ? [p.roleId] : [])),
      );
      input.invitees.forEach((p, i) => {
        if (taken.has(p.email.toLowerCase())) errors.push({ path: `invitees.${i}.email`, message: translate('memberEmailTaken', locale) });
        if (p.roleId && !p.admin && !roles.has(p.roleId)) {
          errors.push({ path: `invitees.${i}.roleId`, message: translate('roleUnknown', locale) });
        }
      });
      if (errors.length) throw validationFailed(errors);
      for (const p of input.invitees) await grants.assertMayGrant(auth, { admin: p.admin, roleId: p.roleId });
      const from = await invitationFrom(auth, auth.companyId);
      const ids = await repo.transaction(async (r, tx) => {
        await r.lockCompany(auth.companyId);
        await deps.seats.assertRoom(auth.companyId, 'users', input.invitees.length, tx);
        const created: number[] = [];
        for (const p of input.invitees) {
          const { token, stored } = invitationToken();
          created.push(await members.invite(auth.companyId, p.email, fieldsOf(p), input.locale, stored, tx));
          await sendInvitation({ ...p, locale: input.locale }, from, token, tx);
        }
        return created;
      });
      return { list: (await repo.byIds(ids)).map(present(auth)) };
    },

    /**
     * The admin form on an existing user (POST /api/company/user/update). The e-mail changes only while invited (a
     * new link goes out); status switches an activated user between active and disabled (disabling ends their
     * sessions); demoting or disabling the last active admin answers 40900.
     */
    async update(auth: AuthContext, input: UpdateCompanyUserRequest, locale: Locale): Promise<CompanyUser> {
      const user = await target(auth, input.id);
      const errors: FieldError[] = [];
      const emailChanges = input.email.toLowerCase() !== user.email.toLowerCase();
      if (emailChanges && user.status !== 'invited') errors.push({ path: 'email', message: translate('emailLocked', locale) });
      else if (emailChanges && (await members.takenEmails([input.email])).size) {
        errors.push({ path: 'email', message: translate('memberEmailTaken', locale) });
      }
      const statusChanges = input.status !== undefined && input.status !== user.status;
      if (statusChanges && (user.status === 'invited' || user.status === 'pending')) {
        errors.push({ path: 'status', message: translate('statusLocked', locale) });
      }
      if (input.roleId && !input.admin && !(await repo.rolesOfCompany(user.companyId, [input.roleId])).has(input.roleId)) {
        errors.push({ path: 'roleId', message: translate('roleUnknown', locale) });
      }
      if (errors.length) throw validationFailed(errors);
      const fields = fieldsOf(input);
      const rightsChange = fields.companyRole !== user.companyRole || fields.companyRoleId !== user.roleId;
      if (rightsChange) await grants.assertMayGrant(auth, { admin: input.admin, roleId: input.roleId });
      const disabling = statusChanges && input.status === 'disabled';
      const from = emailChanges ? await invitationFrom(auth, user.companyId) : null;
      await repo.transaction(async (r, tx) => {
        await r.lockCompany(user.companyId);
        if (disabling || fields.companyRole !== 'admin') await assertNotLastAdminIn(r, user);
        await members.update(
          user.id,
          fields,
          { ...(emailChanges ? { email: input.email } : {}), ...(statusChanges ? { status: input.status } : {}) },
          tx,
        );
        if (disabling) await endSessions(user.id, tx);
        if (from) {
          const { token, stored } = invitationToken();
          await members.replaceInvitation(user.id, stored, tx);
          await sendInvitation({ ...input, locale: user.locale as Locale }, from, token, tx);
        }
      });
      if (disabling) await kick(user.id);
      else if (rightsChange) await accessChanged([user.id]);
      return reread(auth, user.id);
    },

    /**
     * Removes a user (docs/decisions.md "Removing a company user"): an invited one who never joined is deleted; anyone
     * else becomes a tombstone without personal data, their sessions end, and what they did for the company
     * (products, collections, imports) stays the company's. The last active admin cannot be removed.
     */
    async remove(auth: AuthContext, id: number): Promise<{ id: number }> {
      const user = await target(auth, id);
      await repo.transaction(async (r, tx) => {
        await r.lockCompany(user.companyId);
        await assertNotLastAdminIn(r, user);
        if (user.status === 'invited' && !user.hasPassword) await members.deleteInvited(user.id, tx);
        else {
          await members.tombstone(user.id, tx);
          await endSessions(user.id, tx);
        }
      });
      await kick(user.id);
      return { id };
    },

    /** A new invitation link for an invited user, in their language; the previous link stops working. */
    async resend(auth: AuthContext, id: number): Promise<CompanyUser> {
      const user = await target(auth, id);
      if (user.status !== 'invited') throw new AppError(ErrorCode.CONFLICT, 'notInvited');
      const from = await invitationFrom(auth, user.companyId);
      await repo.transaction(async (_r, tx) => {
        const { token, stored } = invitationToken();
        await members.replaceInvitation(user.id, stored, tx);
        await sendInvitation({ ...user, locale: user.locale as Locale }, from, token, tx);
      });
      return reread(auth, id);
    },

    /**
     * Disables a user: in one transaction the status changes and their sessions end as 'disabled' (next call 30012);
     * after it commits their sockets get the forced-offline notice. Disabling a disabled user changes nothing; a company
     * cannot disable its last active admin (themselves included).
     */
    async deactivate(auth: AuthContext, id: number): Promise<CompanyUser> {
      const user = await target(auth, id);
      if (user.status !== 'disabled') {
        await repo.transaction(async (r, tx) => {
          await r.lockCompany(user.companyId);
          // Platform staff may disable anyone (a reported account): the rule keeps companies from locking themselves out.
          if (!auth.administrator) await assertNotLastAdminIn(r, user);
          await accounts.setStatus(id, 'disabled', tx);
          await endSessions(id, tx);
        });
        await kick(id);
      }
      return presentCompanyUser({ ...user, status: 'disabled' }, auth.userId);
    },

    /**
     * Enables a disabled user again: active if they have a password, otherwise back to invited (they still have to
     * accept the invitation). Invited and pending users cannot be activated this way (409), only by setting their
     * password. A disabled user takes a seat again: past the plan's seats 40210.
     */
    async activate(auth: AuthContext, id: number): Promise<CompanyUser> {
      const user = await target(auth, id);
      if (user.status === 'active') return presentCompanyUser(user, auth.userId);
      if (user.status !== 'disabled') throw new AppError(ErrorCode.CONFLICT, 'userNotActivatable');
      const status: UserStatus = user.hasPassword ? 'active' : 'invited';
      await repo.transaction(async (r, tx) => {
        await r.lockCompany(user.companyId);
        await deps.seats.assertRoom(user.companyId, 'users', 1, tx);
        await accounts.setStatus(id, status, tx);
      });
      return presentCompanyUser({ ...user, status }, auth.userId);
    },
  };

  /** assertNotLastAdmin on the transaction's repository (after the company lock, so two admins take turns). */
  async function assertNotLastAdminIn(r: Pick<CompanyUsersRepository, 'otherActiveAdmins'>, user: CompanyUserRow): Promise<void> {
    if (activeAdmin(user) && (await r.otherActiveAdmins(user.companyId, user.id)) === 0) {
      throw new AppError(ErrorCode.CONFLICT, 'lastAdmin');
    }
  }
}
export type CompanyUsersService = ReturnType<typeof companyUsersService>;
