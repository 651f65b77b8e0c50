import { and, eq, or } from 'drizzle-orm';
import { uploads, users } from '../../db/schema/index.ts';
import type { NotificationPrefs } from '../../db/schema/users.ts';
import type { Db } from '../../platform/db/database.ts';
import { transactional } from '../../platform/db/transactional.ts';
import { recipientColumns } from '../../platform/mail/greeting.ts';

const profileColumns = {
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  jobTitle: users.jobTitle,
  gender: users.gender,
  cover: users.cover,
  avatar: users.avatar,
  phone: users.phone,
  aboutMe: users.aboutMe,
  address1: users.address1,
  address2: users.address2,
  city: users.city,
  state: users.state,
  postalCode: users.postalCode,
  country: users.country,
  profileVisible: users.profileVisible,
  locale: users.locale,
};

export type ProfileRow = NonNullable<Awaited<ReturnType<ProfileRepository['profile']>>>;
export type ProfileWrite = Pick<
  typeof users.$inferInsert,
  | 'firstName'
  | 'lastName'
  | 'jobTitle'
  | 'gender'
  | 'cover'
  | 'avatar'
  | 'phone'
  | 'aboutMe'
  | 'address1'
  | 'address2'
  | 'city'
  | 'state'
  | 'postalCode'
  | 'country'
  | 'profileVisible'
>;

/** The only SQL of the personal profile and account settings (one user's own row, and upload ownership). */
export function profileRepository(db: Db) {
  return transactional(db, (db) => ({
    async profile(userId: number) {
      const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId)).limit(1);
      return row;
    },

    async updateProfile(userId: number, values: ProfileWrite) {
      await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    /** Whether an image stored under `key` was uploaded by this user or anybody of this company. */
    async ownsImage(key: string, userId: number, companyId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(eq(uploads.path, key), eq(uploads.kind, 'image'), or(eq(uploads.userId, userId), eq(uploads.companyId, companyId))))
        .limit(1);
      return Boolean(row);
    },

    async passwordHash(userId: number) {
      const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.hash ?? null;
    },

    /** Who an e-mail about the account goes to, and what decides its language. */
    async mailRecipient(userId: number) {
      const [row] = await db
        .select({
          email: users.email,
          ...recipientColumns,
          locale: users.locale,
          prefs: users.notificationPrefs,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    async setPassword(userId: number, hash: string) {
      const now = new Date();
      await db
        .update(users)
        .set({ passwordHash: hash, passwordChangedAt: now, needUpdatePwd: false, updatedAt: now })
        .where(eq(users.id, userId));
    },

    async settings(userId: number) {
      const [row] = await db
        .select({ prefs: users.notificationPrefs, locale: users.locale, createdAt: users.createdAt })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    async setNotificationPrefs(userId: number, prefs: NotificationPrefs) {
      await db.update(users).set({ notificationPrefs: prefs, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    async setLocale(userId: number, locale: string) {
      await db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, userId));
    },
  }));
}
export type ProfileRepository = ReturnType<typeof profileRepository>;
