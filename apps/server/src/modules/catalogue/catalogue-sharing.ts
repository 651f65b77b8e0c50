import { sql } from 'drizzle-orm';
import { catalogueRows, companies, connections, products } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Db } from '../../platform/db/database.ts';
import { memoCache } from '../../platform/memo-cache.ts';
import { viewerOf } from './product-sight.ts';
import { privaciesOpenedByConnection } from './visibility-policy.ts';

// Which members see the same catalogue (issue 11, item 8: a member's search at the rate of a guest's). The visibility
// rules tell a member apart from another by two things only: their own company's products (the policy's `own`,
// profileVisibleScope's own company) and the suppliers whose showroom privacy shows a contact more than a member
// (privaciesOpenedByConnection, visibility-policy.ts). A member with neither, a "plain" member (every buyer until they
// connect with a contacts-only showroom, every supplier without a listed product), sees exactly what ANY_MEMBER sees:
// their searches share one answer, and only the hearts (favourites) are theirs.

/** A member of no company: the viewer a plain member's shared answer is computed for. */
export const ANY_MEMBER: AuthContext = viewerOf({
  userId: 0,
  companyId: 0,
  joinType: 'buyer',
  companyRole: 'standard',
  administrator: false,
});

/**
 * Whether the company's members are plain: no listed product of its own, and no accepted connection with a supplier
 * whose showroom opens to members only through one. Two index probes (products_company_idx, connections by either
 * side); read once per company per `ttlMs`.
 */
async function isPlain(db: Db, companyId: number): Promise<boolean> {
  const p = products;
  const withConnection = privaciesOpenedByConnection();
  const levels = withConnection.length
    ? sql.join(
        withConnection.map((v) => sql`${v}`),
        sql`, `,
      )
    : null;
  const opened = levels
    ? sql`exists (select 1 from ${connections} cn join ${companies} s on s.id = (case when cn.requester_company_id = ${companyId}
          then cn.supplier_company_id else cn.requester_company_id end)
        where cn.status = 'accepted' and (cn.requester_company_id = ${companyId} or cn.supplier_company_id = ${companyId})
          and s.product_privacy in (${levels}))`
    : sql`false`;
  const result = await db.execute(sql`select not (exists (select 1 from ${p} where ${p.companyId} = ${companyId} and ${catalogueRows(p)})
      or ${opened}) as plain`);
  return Boolean((result as unknown as { rows: { plain: boolean }[] }).rows[0]?.plain);
}

/**
 * The viewer whose catalogue answers a member may share: ANY_MEMBER for a plain member, null for anyone else (a guest's
 * answer is shared by the route's cache; staff, owners and connected members get their own). A company that turns
 * plain or stops being so is seen within `ttlSeconds` (0 shares nothing): a supplier's first listed product shows in
 * its own searches, and a contacts-only showroom in a new contact's, that much later.
 */
export function catalogueSharing(db: Db, ttlSeconds: number) {
  const plain = memoCache<boolean>({ ttlMs: ttlSeconds * 1000, maxEntries: 10_000 });
  return {
    /** How long an answer is shared, and a company taken for plain or not. */
    ttlSeconds,
    async sharedAs(viewer: AuthContext | null): Promise<AuthContext | null> {
      if (!viewer || viewer.administrator || !plain.enabled) return null;
      return (await plain.get(String(viewer.companyId), () => isPlain(db, viewer.companyId))) ? ANY_MEMBER : null;
    },
  };
}
export type CatalogueSharing = ReturnType<typeof catalogueSharing>;
