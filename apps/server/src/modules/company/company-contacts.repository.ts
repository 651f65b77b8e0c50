import { and, asc, eq, sql } from 'drizzle-orm';
import { companies, companyContacts, users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { companyFacts } from './company-facts.repository.ts';

const k = companyContacts;
export type ContactRow = typeof companyContacts.$inferSelect;
export type ContactValues = Pick<
  typeof companyContacts.$inferInsert,
  'firstName' | 'lastName' | 'email' | 'title' | 'phone' | 'cover' | 'status'
>;

/** Why an add was refused inside its transaction. */
export type AddRefusal = 'limit' | 'email';

const sameEmail = (email: string) => sql`lower(${k.email}) = ${email.toLowerCase()}`;

/** The only SQL of company contacts (SPEC §3 "Contact") and of the "members not yet contacts" picker. */
export function companyContactsRepository(db: Db) {
  return {
    /** A company's contacts in display order; `activeOnly` leaves hidden ones out (what others may see). */
    list(companyId: number, activeOnly: boolean) {
      return db
        .select()
        .from(k)
        .where(and(eq(k.companyId, companyId), activeOnly ? eq(k.status, 'active') : undefined))
        .orderBy(asc(k.sort), asc(k.id));
    },

    async find(id: number) {
      const [row] = await db.select().from(k).where(eq(k.id, id)).limit(1);
      return row;
    },

    /** What the public contact list needs to know about the company itself. */
    company: (id: number) => companyFacts(db, id),

    /**
     * Adds a contact at the end of the list. The company row is locked meanwhile, so two admins adding at once
     * cannot pass the limit or the one-contact-per-address rule together.
     */
    async add(companyId: number, values: ContactValues, max: number): Promise<ContactRow | AddRefusal> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from ${companies} where ${companies.id} = ${companyId} for update`);
        const [stats] = await tx
          .select({
            n: sql<number>`count(*)::int`,
            last: sql<number>`coalesce(max(${k.sort}), 0)::int`,
            taken: sql<boolean>`bool_or(${sameEmail(values.email)})`,
          })
          .from(k)
          .where(eq(k.companyId, companyId));
        if (stats.n >= max) return 'limit';
        if (stats.taken) return 'email';
        const [row] = await tx
          .insert(k)
          .values({ ...values, companyId, sort: stats.last + 1 })
          .returning();
        return row;
      });
    },

    /** Whether another contact of the company already uses this address. */
    async emailTaken(companyId: number, email: string, exceptId: number) {
      const [row] = await db
        .select({ id: k.id })
        .from(k)
        .where(and(eq(k.companyId, companyId), sameEmail(email), sql`${k.id} <> ${exceptId}`))
        .limit(1);
      return Boolean(row);
    },

    async update(id: number, values: ContactValues) {
      const [row] = await db
        .update(k)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(k.id, id))
        .returning();
      return row;
    },

    async remove(id: number, companyId: number) {
      const rows = await db
        .delete(k)
        .where(and(eq(k.id, id), eq(k.companyId, companyId)))
        .returning({ id: k.id });
      return rows.length > 0;
    },

    /** Active users of the company whose address is not a contact yet (the "add from my team" picker). */
    candidates(companyId: number) {
      return db
        .select({
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          title: users.jobTitle,
          phone: users.phone,
        })
        .from(users)
        .where(
          and(
            eq(users.companyId, companyId),
            eq(users.status, 'active'),
            sql`not exists (select 1 from ${k} where ${k.companyId} = ${companyId} and lower(${k.email}) = lower(${users.email}))`,
          ),
        )
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
    },
  };
}
export type CompanyContactsRepository = ReturnType<typeof companyContactsRepository>;
