import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Locale } from '@gembourse/contracts/locale';
import { actionTokens, users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** The admin user form's stored fields (SPEC §3), for an invitation and an edit alike. */
export interface MemberFields {
  salutation: number;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  companyRole: 'admin' | 'standard';
  companyRoleId: number | null;
  street: string;
  city: string;
  state: string | null;
  country: string;
  postalCode: string;
}

/** A hashed, expiring invitation link (action_tokens purpose 'activate': it opens the activation page). */
export interface InvitationToken {
  tokenHash: string;
  expiresAt: Date;
}

const formColumns = (f: MemberFields) => ({
  salutation: f.salutation,
  firstName: f.firstName,
  lastName: f.lastName,
  jobTitle: f.jobTitle,
  companyRole: f.companyRole,
  companyRoleId: f.companyRole === 'standard' ? f.companyRoleId : null,
  address1: f.street,
  city: f.city,
  state: f.state,
  country: f.country,
  postalCode: f.postalCode,
});

/**
 * The accounts module's writes of `users` for company user management (issue 13): invitations, the admin form, the
 * removal tombstone and the member's own user profile. Each takes the caller's transaction: the service decides the
 * rules (same company, last admin, seats) and the unit of work; this file only writes.
 */
export function membersRepository(db: Db) {
  const on = (tx?: Db) => tx ?? db;
  return {
    /** The lower-cased addresses among `emails` that belong to anybody on GemBourse (any company, any status). */
    async takenEmails(emails: readonly string[], tx?: Db): Promise<Set<string>> {
      if (!emails.length) return new Set();
      const rows = await on(tx)
        .select({ email: sql<string>`lower(${users.email})` })
        .from(users)
        .where(
          inArray(
            sql`lower(${users.email})`,
            emails.map((e) => e.toLowerCase()),
          ),
        );
      return new Set(rows.map((r) => r.email));
    },

    /** Creates an invited user with its link; the unique address index refuses a race with another invitation. */
    async invite(companyId: number, email: string, fields: MemberFields, locale: Locale, token: InvitationToken, tx: Db) {
      const [row] = await tx
        .insert(users)
        .values({ companyId, email, locale, status: 'invited', ...formColumns(fields) })
        .returning({ id: users.id });
      await tx.insert(actionTokens).values({ userId: row.id, purpose: 'activate', ...token });
      return row.id;
    },

    /** A new invitation link for an invited user: the unused ones stop working. */
    async replaceInvitation(userId: number, token: InvitationToken, tx: Db): Promise<void> {
      await tx
        .update(actionTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(actionTokens.userId, userId), eq(actionTokens.purpose, 'activate'), isNull(actionTokens.usedAt)));
      await tx.insert(actionTokens).values({ userId, purpose: 'activate', ...token });
    },

    /** The admin form's edit; `email` and `status` only when the service allows them to change. */
    async update(id: number, fields: MemberFields, extra: { email?: string; status?: 'active' | 'disabled' }, tx?: Db) {
      await on(tx)
        .update(users)
        .set({ ...formColumns(fields), ...extra, updatedAt: sql`now()` })
        .where(eq(users.id, id));
    },

    /**
     * Removes a member and keeps a tombstone (docs/decisions.md, "Removing a company user"): the address is freed and
     * every personal detail erased; the id stays, so the conversations and posts of others still read ("former
     * member"). Their links stop working. Sessions are the caller's to end in the same transaction.
     */
    async tombstone(id: number, tx: Db): Promise<void> {
      await tx
        .update(users)
        .set({
          status: 'removed',
          email: `removed-${id}@users.invalid`,
          passwordHash: null,
          companyRole: 'standard',
          companyRoleId: null,
          salutation: null,
          jobTitle: null,
          gender: null,
          phone: null,
          departmentName: null,
          remarks: null,
          avatar: null,
          cover: null,
          aboutMe: null,
          address1: null,
          address2: null,
          city: null,
          state: null,
          postalCode: null,
          country: null,
          website: null,
          profileVisible: false,
          lastLoginIp: null,
          lastLoginRegion: null,
          lastLoginUserAgent: null,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, id));
      await tx.delete(actionTokens).where(eq(actionTokens.userId, id));
    },

    /** Deletes an invited user who never joined: nothing of theirs exists yet (their link goes with them). */
    async deleteInvited(id: number, tx: Db): Promise<void> {
      await tx.delete(users).where(and(eq(users.id, id), eq(users.status, 'invited'), isNull(users.passwordHash)));
    },

    /** The member's own user profile (SPEC §3 "User profile (company user)"). */
    async saveUserProfile(
      id: number,
      p: {
        firstName: string;
        lastName: string;
        departmentName: string | null;
        gender: 'male' | 'female' | 'other';
        phone: string;
        jobTitle: string | null;
        remarks: string | null;
        avatar?: string | null;
      },
    ): Promise<void> {
      await db
        .update(users)
        .set({ ...p, updatedAt: sql`now()` })
        .where(eq(users.id, id));
    },
  };
}
export type MembersRepository = ReturnType<typeof membersRepository>;
