import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { actionTokens, users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { sessionsRepository } from '../../platform/auth/sessions.repository.ts';
import type { TokenPurpose } from '@gembourse/contracts/accounts';
import { transactional } from '../../platform/db/transactional.ts';
import { recipientColumns } from '../../platform/mail/greeting.ts';

export type { TokenPurpose };

/** The only SQL of activation and password reset: e-mailed tokens and the password they set. */
export function passwordResetRepository(db: Db) {
  return transactional(db, (db) => ({
    /** A token of `purpose` with its user; the caller judges whether it is still live. */
    async findToken(tokenHash: string, purpose: TokenPurpose) {
      const [row] = await db
        .select({
          id: actionTokens.id,
          userId: actionTokens.userId,
          expiresAt: actionTokens.expiresAt,
          usedAt: actionTokens.usedAt,
          email: users.email,
          status: users.status,
          locale: users.locale,
          prefs: users.notificationPrefs,
          ...recipientColumns,
        })
        .from(actionTokens)
        .innerJoin(users, eq(users.id, actionTokens.userId))
        .where(and(eq(actionTokens.tokenHash, tokenHash), eq(actionTokens.purpose, purpose)))
        .limit(1);
      return row;
    },

    async findUserByEmail(email: string) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          status: users.status,
          locale: users.locale,
          prefs: users.notificationPrefs,
          ...recipientColumns,
        })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row;
    },

    /** Issues a reset token; earlier unused reset links of the user stop working, so only the newest e-mail counts. */
    async issueResetToken(userId: number, tokenHash: string, expiresAt: Date) {
      await db.transaction(async (tx) => {
        await tx
          .update(actionTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(actionTokens.userId, userId), eq(actionTokens.purpose, 'reset'), isNull(actionTokens.usedAt)));
        await tx.insert(actionTokens).values({ userId, purpose: 'reset', tokenHash, expiresAt });
      });
    },

    /**
     * In one transaction: uses up the token (only if still live), sets the password, activates a pending or invited
     * user, retires every other link of the user and ends all their live sessions as 'revoked'. False when the token
     * was used or expired in the meantime.
     */
    async setPassword(tokenId: number, userId: number, passwordHash: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const used = await tx
          .update(actionTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(actionTokens.id, tokenId), isNull(actionTokens.usedAt), gt(actionTokens.expiresAt, sql`now()`)))
          .returning({ id: actionTokens.id });
        if (!used.length) return false;
        await tx
          .update(users)
          .set({
            passwordHash,
            passwordChangedAt: sql`now()`,
            needUpdatePwd: false,
            status: sql`case when ${users.status} in ('pending', 'invited') then 'active' else ${users.status} end`,
            updatedAt: sql`now()`,
          })
          .where(eq(users.id, userId));
        await tx
          .update(actionTokens)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(actionTokens.userId, userId),
              isNull(actionTokens.usedAt),
              inArray(actionTokens.purpose, ['activate', 'reset', 'invite']),
            ),
          );
        await sessionsRepository(tx).endLiveSessions(userId, 'revoked');
        return true;
      });
    },
  }));
}
export type PasswordResetRepository = ReturnType<typeof passwordResetRepository>;
