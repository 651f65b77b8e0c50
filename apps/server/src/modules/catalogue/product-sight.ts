import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { catalogueRows, companies, connections, products } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { profileVisible, profileVisibleScope, standingOf, type Purpose, type Viewer } from '../company/company-access.ts';
import {
  privaciesOpenedByConnection,
  productReleased,
  productScope,
  productSightOf,
  viewerKind,
  type ProductLevels,
  type ScopeColumns,
  type ViewerKind,
} from './visibility-policy.ts';

// Whether a viewer may see one product (its page, Q&A, alerts and the alert job, a favourite, a chat card): the rules
// every product list follows in SQL (catalogue-search.repository.ts), here for one row: the supplier's profile opens
// (company-access.ts), the product is published and listed, and the visibility policy lets the viewer see it: its own
// level, or the showroom's privacy for a product "as the showroom" (visibility-policy.ts). The price follows the price
// visibility. `purpose` 'act' checks platform staff as a member of their company (company-access.ts standingOf).

/** What the rules read of a product and its supplier (productFactColumns selects it). */
export interface ProductFacts extends ProductLevels {
  companyId: number;
  companyStatus: string;
  joinType: string;
  verificationStatus: string;
  published: boolean;
  listed: boolean;
  /** The viewer's company is connected with the supplier. */
  connected: boolean;
}

export interface Sight {
  available: boolean;
  priceShown: boolean;
}

/** The viewer's kind towards a product's supplier (visibility-policy.ts ViewerKind), for `purpose`. */
export function kindOf(viewer: Viewer | null, r: { companyId: number; connected: boolean }, purpose: Purpose = 'see'): ViewerKind {
  return viewerKind(viewer, standingOf(viewer, r.companyId, r.connected, purpose));
}

/** What `viewer` (null: a guest) may see of the product, or do with it (`purpose` 'act'). */
export function productSight(viewer: Viewer | null, r: ProductFacts, purpose: Purpose = 'see'): Sight {
  const standing = standingOf(viewer, r.companyId, r.connected, purpose);
  const supplier = { status: r.companyStatus, joinType: r.joinType, verificationStatus: r.verificationStatus };
  if (!profileVisible(supplier, viewer, standing) || !r.published || !r.listed) return { available: false, priceShown: false };
  const { visible, priceShown } = productSightOf(viewerKind(viewer, standing), r);
  return { available: visible, priceShown };
}

/**
 * `viewerCompanyId`'s company is connected with the supplier `supplierId` (an accepted request either way): a
 * parameter for one viewer, a column for the alert job's many owners. One indexed probe of connections_pair_uq per
 * row, either direction.
 */
export const connectedSql = (viewerCompanyId: SQLWrapper | number, supplierId: SQLWrapper = products.companyId): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${connections} cn where cn.status = 'accepted' and (
    (cn.requester_company_id = ${viewerCompanyId} and cn.supplier_company_id = ${supplierId})
    or (cn.supplier_company_id = ${viewerCompanyId} and cn.requester_company_id = ${supplierId})))`;

/** connectedSql for a list's SQL scopes (visibility-policy.ts ScopeColumns) over `companies`; never for a guest. */
const connectedWith = (viewer: AuthContext | null) => () => (viewer ? connectedSql(viewer.companyId, companies.id) : sql<boolean>`false`);

/**
 * Whether `viewer`'s company is connected with the supplier of a `products` row joined to `companies`, as a column of
 * a page: probed only under the privacies where a connection changes what is seen (false for a guest and staff, who
 * need none).
 */
export function connectedColumn(viewer: AuthContext | null): SQL<boolean> {
  const opened = privaciesOpenedByConnection();
  if (!viewer || viewer.administrator || !opened.length) return sql<boolean>`false`;
  return sql<boolean>`(${companies.productPrivacy} in (${sql.join(
    opened.map((v) => sql`${v}`),
    sql`, `,
  )}) and ${connectedSql(viewer.companyId, companies.id)})`;
}

/**
 * The visibility policy's columns over `products` joined to its supplier `companies`, for `viewer`'s lists: `level`
 * is the product's visibility, or its price visibility for the price scope.
 */
export function productScopeColumns(viewer: AuthContext | null, level: SQLWrapper = products.visibility): ScopeColumns {
  return {
    level,
    released: productReleased(products.releaseAt),
    companyId: products.companyId,
    privacy: companies.productPrivacy,
    connected: connectedWith(viewer),
  };
}

/** The columns of ProductFacts over `products` joined to its supplier `companies`. */
export function productFactColumns(viewerCompanyId: SQLWrapper | number) {
  const p = products;
  const c = companies;
  return {
    companyId: p.companyId,
    companyStatus: c.status,
    joinType: c.joinType,
    verificationStatus: c.verificationStatus,
    productPrivacy: c.productPrivacy,
    published: p.published,
    listed: p.listed,
    visibility: p.visibility,
    priceVisibility: p.priceVisibility,
    released: sql<boolean>`${productReleased(p.releaseAt)}`,
    connected: connectedSql(viewerCompanyId),
  };
}

/**
 * productSight's `available` as SQL over `products` joined to its supplier `companies`, for every list of products:
 * the supplier's profile opens, published and listed, and the visibility policy (the product's own level, or its
 * showroom's privacy for a product "as the showroom").
 */
export function visibleProducts(viewer: AuthContext | null): SQL {
  return and(
    // Literal columns of the partial indexes' predicate (catalogueRows), so every products_catalogue_*_idx applies.
    catalogueRows(products),
    profileVisibleScope(viewer, companies),
    // Members see launches ahead of their release (ITEM_RULES): no released requirement here, unlike the home feed.
    productScope(viewer, productScopeColumns(viewer)),
  )!;
}

/** A member as the rules see them, outside a request (the alert and saved-search jobs): no session behind it. */
export function viewerOf(u: {
  userId: number;
  companyId: number;
  joinType: 'buyer' | 'seller';
  companyRole: 'admin' | 'standard';
  administrator: boolean;
}): AuthContext {
  return { sessionId: 0, rolePoints: null, ...u };
}
