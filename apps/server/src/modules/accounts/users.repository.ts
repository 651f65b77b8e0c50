import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Locale } from '@gembourse/contracts/locale';
import { users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { recipientLocale } from './settings-notifications.ts';
import { recipientColumns as mailRecipientColumns, type Recipient as MailRecipient } from '../../platform/mail/greeting.ts';

export type UserStatus = (typeof users.$inferSelect)['status'];

/** What an e-mail, a notification or a realtime notice to a member needs: address, name, languages, preferences. */
const recipientColumns = {
  id: users.id,
  email: users.email,
  // Whom an e-mail greets (platform/mail/greeting.ts): first and last name, salutation.
  ...mailRecipientColumns,
  locale: users.locale,
  prefs: users.notificationPrefs,
  createdAt: users.createdAt,
};
export type Recipient = MailRecipient & {
  id: number;
  email: string;
  locale: string;
  prefs: Record<string, unknown>;
  createdAt: Date;
};

/**
 * The accounts module's writes of `users` that other modules ask for (auth's login stamp, company user management's
 * status), and its lookups of users that others need (their e-mail language). Injected by services.ts; every write
 * takes the caller's transaction when it is part of the caller's unit of work.
 */
export function usersRepository(db: Db) {
  const on = (tx?: Db) => tx ?? db;
  return {
    /** Stamps the user's latest login (member lists show it; the current user answers the previous one). */
    async recordLogin(id: number, ip: string, userAgent: string | null, tx?: Db): Promise<void> {
      await on(tx)
        .update(users)
        .set({ lastLoginIp: ip, lastLoginUserAgent: userAgent, lastLoginAt: sql`now()` })
        .where(eq(users.id, id));
    },

    /** Changes a user's status (company user management). */
    async setStatus(id: number, status: UserStatus, tx?: Db): Promise<void> {
      await on(tx).update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, id));
    },

    /**
     * A company's administrators as recipients, oldest first: `active` ones only (notifications), or every one not
     * disabled (account messages such as the organiser's decision reach a registrant who has not activated yet).
     */
    adminsOf(companyId: number, reach: 'active' | 'notDisabled', tx?: Db): Promise<Recipient[]> {
      return on(tx)
        .select(recipientColumns)
        .from(users)
        .where(
          and(
            eq(users.companyId, companyId),
            eq(users.companyRole, 'admin'),
            reach === 'active' ? eq(users.status, 'active') : ne(users.status, 'disabled'),
          ),
        )
        .orderBy(asc(users.id));
    },

    /** One user as a recipient, with their status; undefined if unknown. */
    async recipient(id: number, tx?: Db): Promise<(Recipient & { status: UserStatus }) | undefined> {
      const [row] = await on(tx)
        .select({ ...recipientColumns, status: users.status })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row;
    },

    /** Every member of a company with their language (a realtime notice to all of them). */
    membersOf(companyId: number) {
      return db.select({ id: users.id, locale: users.locale }).from(users).where(eq(users.companyId, companyId));
    },

    /**
     * The e-mail language of each member among these addresses, by lower-case address (recipientLocale: the one rule);
     * addresses of nobody on GemBourse are absent.
     */
    async emailLanguagesOf(emails: readonly string[]): Promise<Map<string, Locale>> {
      if (!emails.length) return new Map();
      const rows = await db
        .select({ email: sql<string>`lower(${users.email})`, locale: users.locale, prefs: users.notificationPrefs })
        .from(users)
        .where(
          inArray(
            sql`lower(${users.email})`,
            emails.map((e) => e.toLowerCase()),
          ),
        );
      return new Map(rows.map((r) => [r.email, recipientLocale(r)]));
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
