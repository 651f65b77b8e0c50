import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ConnectionStatus } from '@gembourse/contracts/connections';
import { companies, connections, users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { transactional } from '../../platform/db/transactional.ts';
import { companyFacts } from '../company/company-facts.repository.ts';
import { memberCardColumns } from '../accounts/accounts.public.ts';

const cn = connections;
const requesterCompany = alias(companies, 'requester_company');
const supplierCompany = alias(companies, 'supplier_company');

/** One connection with both companies and the requesting member, in one row (lists join, never N+1). */
const joinedColumns = {
  id: cn.id,
  status: cn.status,
  message: cn.message,
  createdAt: cn.createdAt,
  respondedAt: cn.respondedAt,
  requesterId: cn.requesterId,
  /** The member who asked, as a member card reads them (accounts.public.ts). */
  requester: { ...memberCardColumns, companyName: requesterCompany.name, companyNameEn: requesterCompany.nameEn },
  requesterCompanyId: cn.requesterCompanyId,
  requesterCompanyName: requesterCompany.name,
  requesterCompanyNameEn: requesterCompany.nameEn,
  requesterCompanyLogo: requesterCompany.logo,
  supplierCompanyId: cn.supplierCompanyId,
  supplierCompanyName: supplierCompany.name,
  supplierCompanyNameEn: supplierCompany.nameEn,
  supplierCompanyLogo: supplierCompany.logo,
};

/**
 * The only SQL of connections between companies. A request or an answer, its notifications (written by the notifier
 * in the same transaction) and its e-mails are one unit of work (`transaction`).
 */
export function connectionsRepository(db: Db) {
  return transactional(db, (db) => connectionsQueries(db));
}

function connectionsQueries(db: Db) {
  const joined = (where: SQL | undefined) =>
    db
      .select(joinedColumns)
      .from(cn)
      .innerJoin(requesterCompany, eq(requesterCompany.id, cn.requesterCompanyId))
      .innerJoin(supplierCompany, eq(supplierCompany.id, cn.supplierCompanyId))
      .innerJoin(users, eq(users.id, cn.requesterId))
      .where(where);

  return {
    company: (id: number) => companyFacts(db, id),

    /**
     * Files a request, atomically for the pair of companies (both rows locked, so two crossing requests cannot both
     * end pending). When the other company has a pending request to the requester, asking back is agreeing: that
     * request is accepted (`reversed`). An accepted connection in either direction answers its conflict. Otherwise
     * a new pair gets a pending row and a declined pair is asked again (pending, with the new member and message);
     * a pending pair is left alone and answered as the conflict.
     */
    async request(v: { requesterId: number; requesterCompanyId: number; supplierCompanyId: number; message: string | null }) {
      return db.transaction(async (tx) => {
        const pair = [v.requesterCompanyId, v.supplierCompanyId];
        await tx.execute(
          sql`select 1 from ${companies} where ${companies.id} in (${sql.join(pair, sql`, `)}) order by ${companies.id} for update`,
        );
        const [reverse] = await tx
          .update(cn)
          .set({ status: 'accepted', respondedAt: sql`now()` })
          .where(
            and(eq(cn.requesterCompanyId, v.supplierCompanyId), eq(cn.supplierCompanyId, v.requesterCompanyId), eq(cn.status, 'pending')),
          )
          .returning({ id: cn.id });
        if (reverse) return { id: reverse.id, reversed: true, conflict: null };
        const [established] = await tx
          .select({ id: cn.id })
          .from(cn)
          .where(
            and(eq(cn.requesterCompanyId, v.supplierCompanyId), eq(cn.supplierCompanyId, v.requesterCompanyId), eq(cn.status, 'accepted')),
          )
          .limit(1);
        if (established) return { id: null, reversed: false, conflict: 'accepted' as ConnectionStatus };
        const [row] = await tx
          .insert(cn)
          .values({ ...v, status: 'pending' })
          .onConflictDoUpdate({
            target: [cn.requesterCompanyId, cn.supplierCompanyId],
            set: { status: 'pending', requesterId: v.requesterId, message: v.message, createdAt: sql`now()`, respondedAt: null },
            setWhere: eq(cn.status, 'declined'),
          })
          .returning({ id: cn.id });
        if (row) return { id: row.id, reversed: false, conflict: null };
        const [existing] = await tx
          .select({ status: cn.status })
          .from(cn)
          .where(and(eq(cn.requesterCompanyId, v.requesterCompanyId), eq(cn.supplierCompanyId, v.supplierCompanyId)));
        return { id: null, reversed: false, conflict: (existing?.status ?? 'pending') as ConnectionStatus };
      });
    },

    /**
     * Takes back a pending request of `requesterCompanyId`: the row goes (the pair is "not connected" again and may
     * ask anew). False when there is no such pending request. The notices it raised are the service's (the notifier).
     */
    async withdraw(id: number, requesterCompanyId: number): Promise<boolean> {
      const rows = await db
        .delete(cn)
        .where(and(eq(cn.id, id), eq(cn.requesterCompanyId, requesterCompanyId), eq(cn.status, 'pending')))
        .returning({ id: cn.id });
      return rows.length > 0;
    },

    async byId(id: number) {
      const [row] = await joined(eq(cn.id, id)).limit(1);
      return row;
    },

    /** A page of my company's incoming (it is the supplier) or outgoing (it asked) connections, newest first. */
    async list(
      companyId: number,
      direction: 'incoming' | 'outgoing',
      status: ConnectionStatus | undefined,
      limit: number,
      offset: number,
      otherCompanyId?: number,
    ) {
      const incoming = direction === 'incoming';
      const where = and(
        incoming ? eq(cn.supplierCompanyId, companyId) : eq(cn.requesterCompanyId, companyId),
        status ? eq(cn.status, status) : undefined,
        otherCompanyId ? eq(incoming ? cn.requesterCompanyId : cn.supplierCompanyId, otherCompanyId) : undefined,
      );
      const [rows, [{ total }]] = await Promise.all([
        joined(where).orderBy(desc(cn.createdAt), desc(cn.id)).limit(limit).offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(cn)
          .where(where),
      ]);
      return { rows, total };
    },

    /** Answers a pending request addressed to `supplierCompanyId`; false when there is no such pending request. */
    async respond(id: number, supplierCompanyId: number, status: 'accepted' | 'declined'): Promise<boolean> {
      const rows = await db
        .update(cn)
        .set({ status, respondedAt: sql`now()` })
        .where(and(eq(cn.id, id), eq(cn.supplierCompanyId, supplierCompanyId), eq(cn.status, 'pending')))
        .returning({ id: cn.id });
      return rows.length > 0;
    },

    /** The raw row, to tell "not yours" (404) from "already answered" (409). */
    async find(id: number) {
      const [row] = await db
        .select({ requesterCompanyId: cn.requesterCompanyId, supplierCompanyId: cn.supplierCompanyId, status: cn.status })
        .from(cn)
        .where(eq(cn.id, id))
        .limit(1);
      return row;
    },
  };
}
export type ConnectionsRepository = ReturnType<typeof connectionsRepository>;
/** The repository's queries as a transaction sees them. */
export type ConnectionsQueries = ReturnType<typeof connectionsQueries>;
export type ConnectionRow = NonNullable<Awaited<ReturnType<ConnectionsRepository['byId']>>>;
