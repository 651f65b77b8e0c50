import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { actionTokens, type companies, dictionaryEntries, registrationTickets, users, verificationCodes } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { transactional } from '../../platform/db/transactional.ts';
import { recipientColumns } from '../../platform/mail/greeting.ts';

/** A new company as registration fills it in (the company module maintains the rest of its columns). */
export type RegisteredCompany = Pick<
  typeof companies.$inferInsert,
  | 'joinType'
  | 'name'
  | 'country'
  | 'city'
  | 'address'
  | 'website'
  | 'phone'
  | 'businessNature'
  | 'businessNatureOther'
  | 'verificationStatus'
>;

/**
 * Creates the company of a new account inside `tx` and answers its id: the company module's write, injected by
 * services.ts (the module owns `companies`; accounts must not import it, so it is described here by its shape).
 */
export type CreateCompany = (values: RegisteredCompany, tx: Db) => Promise<number>;

export interface NewAccount {
  company: RegisteredCompany;
  user: Omit<typeof users.$inferInsert, 'companyId'>;
  ticketId: number;
  codeId: number;
  activation: { tokenHash: string; expiresAt: Date };
}

/** Why creating an account was rolled back: someone else used the ticket or the code first, or took the address. */
export type AccountConflict = 'ticket' | 'code' | 'email';

class Rollback extends Error {
  constructor(readonly reason: AccountConflict) {
    super(reason);
  }
}

/** PostgreSQL unique_violation, whether the driver's error arrives bare or wrapped by drizzle. */
function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * The only SQL of registration: tickets, verification codes, dictionary checks and the account transaction. The
 * service runs its writes in `transaction`, with the e-mail they cause (issue 9).
 */
export function registrationRepository(db: Db) {
  return transactional(db, (db) => ({
    async createTicket(values: { ticketHash: string; expiresAt: Date; ip: string }) {
      await db.insert(registrationTickets).values(values);
    },

    async findTicket(ticketHash: string) {
      const [row] = await db
        .select({ id: registrationTickets.id, expiresAt: registrationTickets.expiresAt, usedAt: registrationTickets.usedAt })
        .from(registrationTickets)
        .where(eq(registrationTickets.ticketHash, ticketHash))
        .limit(1);
      return row;
    },

    /** When the last code for this address was created (the resend countdown). */
    async lastCodeAt(email: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ createdAt: verificationCodes.createdAt })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, 'register')))
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      return row?.createdAt;
    },

    async createCode(values: { email: string; codeHash: string; expiresAt: Date }) {
      await db.insert(verificationCodes).values({ ...values, purpose: 'register' });
    },

    /** The newest code of the address: only the latest one sent can be used. */
    async latestCode(email: string) {
      const [row] = await db
        .select({
          id: verificationCodes.id,
          codeHash: verificationCodes.codeHash,
          attempts: verificationCodes.attempts,
          expiresAt: verificationCodes.expiresAt,
          consumedAt: verificationCodes.consumedAt,
        })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, 'register')))
        .orderBy(desc(verificationCodes.id))
        .limit(1);
      return row;
    },

    /**
     * Counts one try of a code before it is compared, atomically, so parallel guesses cannot exceed `max`;
     * undefined when the tries are used up.
     */
    async countAttempt(id: number, max: number): Promise<number | undefined> {
      const [row] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(and(eq(verificationCodes.id, id), lt(verificationCodes.attempts, max), isNull(verificationCodes.consumedAt)))
        .returning({ attempts: verificationCodes.attempts });
      return row?.attempts;
    },

    async findUserByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id, locale: users.locale, prefs: users.notificationPrefs, ...recipientColumns })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row;
    },

    /** Which of `values` exist under `dictCode`. */
    async knownValues(dictCode: string, values: number[]): Promise<Set<number>> {
      if (!values.length) return new Set();
      const rows = await db
        .select({ v: dictionaryEntries.dataValue })
        .from(dictionaryEntries)
        .where(and(eq(dictionaryEntries.dictCode, dictCode), inArray(dictionaryEntries.dataValue, values)));
      return new Set(rows.map((r) => r.v));
    },

    /**
     * In one transaction (a savepoint when the caller's transaction is open): uses up the ticket and the code (each
     * only if still unused), creates the company (`createCompany`: the company module's write) and its admin user, and
     * the activation token. Either everything is written or nothing; a conflict is answered, not thrown, so the
     * caller's transaction can carry on or give up.
     */
    async createAccount(
      a: NewAccount,
      createCompany: CreateCompany,
    ): Promise<{ ok: true; userId: number } | { ok: false; reason: AccountConflict }> {
      try {
        const userId = await db.transaction(async (tx) => {
          const ticket = await tx
            .update(registrationTickets)
            .set({ usedAt: sql`now()` })
            .where(
              and(
                eq(registrationTickets.id, a.ticketId),
                isNull(registrationTickets.usedAt),
                gt(registrationTickets.expiresAt, sql`now()`),
              ),
            )
            .returning({ id: registrationTickets.id });
          if (!ticket.length) throw new Rollback('ticket');
          const code = await tx
            .update(verificationCodes)
            .set({ consumedAt: sql`now()` })
            .where(and(eq(verificationCodes.id, a.codeId), isNull(verificationCodes.consumedAt)))
            .returning({ id: verificationCodes.id });
          if (!code.length) throw new Rollback('code');
          const companyId = await createCompany(a.company, tx as unknown as Db);
          const [user] = await tx
            .insert(users)
            .values({ ...a.user, companyId })
            .returning({ id: users.id });
          await tx.insert(actionTokens).values({ userId: user.id, purpose: 'activate', ...a.activation });
          return user.id;
        });
        return { ok: true, userId };
      } catch (err) {
        if (err instanceof Rollback) return { ok: false, reason: err.reason };
        if (isUniqueViolation(err)) return { ok: false, reason: 'email' };
        throw err;
      }
    },
  }));
}
export type RegistrationRepository = ReturnType<typeof registrationRepository>;
