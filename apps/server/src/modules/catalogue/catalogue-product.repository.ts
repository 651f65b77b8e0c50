import { eq, sql, type SQL } from 'drizzle-orm';
import type { I18nText } from '@gembourse/contracts/locale';
import type { ProductAlertKind } from '@gembourse/contracts/product-alerts';
import { brands, companies, connections, favourites, productAlerts, products } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Db } from '../../platform/db/database.ts';
import { connectedSql } from './product-sight.ts';
import { collectionEnded, collectionReleased, collectionScope, productReleased, type ScopeColumns } from './visibility-policy.ts';

const p = products;
const c = companies;

/** The first collection of the product the viewer may see, as one JSON value (release time in epoch ms). */
export interface CollectionRefRow {
  id: number;
  name: string;
  releaseMs: number;
  eventId: number | null;
  eventTitle: I18nText | null;
}

/**
 * The product's collections the viewer may see, newest release first (the showroom's order), the first one as JSON:
 * published, listed, visible by the collection rules (the showroom's privacy narrowed by the collection's level), and
 * not ended unless the viewer is the supplier's or staff (the showroom's rule: its own members see what visitors no
 * longer see). The event only when it is published. The collection's columns are written as the alias `k`, where a
 * drizzle column would bind to the outer products row; the privacy is the outer row's supplier's.
 */
function firstCollection(viewer: AuthContext | null): SQL<CollectionRefRow | null> {
  const ended = viewer?.administrator
    ? sql`false`
    : viewer
      ? sql`(k.company_id <> ${viewer.companyId} and ${collectionEnded(sql.raw('k.final_display_at'))})`
      : collectionEnded(sql.raw('k.final_display_at'));
  const cols: ScopeColumns = {
    level: sql.raw('k.visibility'),
    released: collectionReleased(sql.raw('k.release_at')),
    companyId: sql.raw('k.company_id'),
    privacy: c.productPrivacy,
    connected: () => (viewer ? connectedSql(viewer.companyId, p.companyId) : sql`false`),
  };
  return sql<CollectionRefRow | null>`(
    select json_build_object('id', k.id, 'name', k.name, 'releaseMs', (extract(epoch from k.release_at) * 1000)::bigint,
      'eventId', e.id, 'eventTitle', e.title)
    from collection_products cp
    join collections k on k.id = cp.collection_id
    left join events e on e.id = k.event_id and e.published
    where cp.product_id = ${p.id} and k.company_id = ${p.companyId} and k.published and k.listed
      and ${collectionScope(viewer, cols)} and not ${ended}
    order by k.release_at desc, k.id desc
    limit 1)`;
}

/**
 * The reads of a buyer's product page. The page is ONE statement whatever the product holds: variants, stones,
 * images and resources are columns of the row; the supplier, its brand, the viewer's connection, favourite and alerts
 * and the first visible collection are joins and correlated subqueries on primary keys and small indexes
 * (connections_pair_uq, favourites' and product_alerts' primary keys, collection_products_product_idx). The rules are
 * applied to the row by the service (catalogue-product.service.ts), so "does not exist" and "may not see" are one
 * answer.
 */
export function catalogueProductRepository(db: Db) {
  return {
    /** The supplier of a product, or undefined: what a view of it is noted with (primary key). */
    async companyOf(id: number): Promise<number | undefined> {
      const [row] = await db.select({ companyId: p.companyId }).from(p).where(eq(p.id, id)).limit(1);
      return row?.companyId;
    },

    /** The product with everything its page shows, or undefined; the viewer's own rows are read only for a member. */
    async detail(id: number, viewer: AuthContext | null) {
      const member = viewer ? { userId: viewer.userId, companyId: viewer.companyId } : null;
      const cn = connections;
      const [row] = await db
        .select({
          id: p.id,
          companyId: p.companyId,
          name: p.name,
          sku: p.sku,
          images: p.images,
          categories: p.categories,
          tags: p.tags,
          variants: p.variants,
          currency: p.currency,
          price: p.price,
          minOrder: p.minOrder,
          noMinOrderNote: p.noMinOrderNote,
          descriptionHtml: p.descriptionHtml,
          videoUrl: p.videoUrl,
          resources: p.resources,
          published: p.published,
          listed: p.listed,
          releaseAt: p.releaseAt,
          released: sql<boolean>`${productReleased(p.releaseAt)}`,
          immediate: p.immediate,
          availability: p.availability,
          preorderFrom: p.preorderFrom,
          preorderTo: p.preorderTo,
          stock: p.stock,
          trackInventory: p.trackInventory,
          visibility: p.visibility,
          priceVisibility: p.priceVisibility,
          metal: p.metal,
          fineness: p.fineness,
          grossWeightGrams: p.grossWeightGrams,
          metalWeightGrams: p.metalWeightGrams,
          stones: p.stones,
          caratTotal: p.caratTotal,
          createdAt: p.createdAt,
          company: {
            name: c.name,
            nameEn: c.nameEn,
            logo: c.logo,
            country: c.country,
            status: c.status,
            joinType: c.joinType,
            verificationStatus: c.verificationStatus,
            productPrivacy: c.productPrivacy,
            qaEnabled: c.qaEnabled,
            qaAnonymous: c.qaAnonymous,
          },
          brandId: brands.id,
          brandName: brands.name,
          brandNameEn: brands.nameEn,
          // The viewer's company's request to the supplier, and an accepted one the other way (company.repository.ts,
          // viewerRelation, reads the pair the same way).
          requestStatus: member
            ? sql<
                'pending' | 'accepted' | 'declined' | null
              >`(select ${cn.status} from ${cn} where ${cn.requesterCompanyId} = ${member.companyId} and ${cn.supplierCompanyId} = ${p.companyId})`
            : sql<null>`null`,
          reverseAccepted: member
            ? sql<boolean>`exists (select 1 from ${cn} where ${cn.requesterCompanyId} = ${p.companyId} and ${cn.supplierCompanyId} = ${member.companyId} and ${cn.status} = 'accepted')`
            : sql<boolean>`false`,
          favourite: member
            ? sql<boolean>`exists (select 1 from ${favourites} f where f.user_id = ${member.userId} and f.target_type = 'product' and f.target_id = ${p.id})`
            : sql<boolean>`false`,
          alertKinds: member
            ? sql<
                ProductAlertKind[]
              >`array(select a.kind from ${productAlerts} a where a.user_id = ${member.userId} and a.product_id = ${p.id})`
            : sql<ProductAlertKind[]>`'{}'::text[]`,
          collection: firstCollection(viewer),
        })
        .from(p)
        .innerJoin(c, eq(c.id, p.companyId))
        .leftJoin(brands, eq(brands.id, p.brandId))
        .where(eq(p.id, id))
        .limit(1);
      return row;
    },
  };
}
export type CatalogueProductRepository = ReturnType<typeof catalogueProductRepository>;
export type CatalogueProductRow = NonNullable<Awaited<ReturnType<CatalogueProductRepository['detail']>>>;
