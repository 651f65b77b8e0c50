import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { companies, connections, products } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { profileVisible, showroomAccess, standingOf, type ContactPrivacy } from '../company/company-access.ts';
import { canSee, priceShown, productReleased, type Visibility } from './visibility-policy.ts';

// Whether a viewer may see one product (its page, Q&A, alerts and the alert job, a favourite): the rules every
// product list follows in SQL (catalogue-search.repository.ts), here for one row: the supplier's profile opens and its showroom
// privacy lets the viewer in (company-access.ts), the product is published and listed, and its own visibility level
// lets the viewer see it (visibility-policy.ts). The price follows the price visibility.

/** What the rules read of a product and its supplier (productFactColumns selects it). */
export interface ProductFacts {
  companyId: number;
  companyStatus: string;
  joinType: string;
  verificationStatus: string;
  productPrivacy: ContactPrivacy;
  published: boolean;
  listed: boolean;
  visibility: Visibility;
  priceVisibility: Visibility;
  released: boolean;
  /** The viewer's company is connected with the supplier (only read for a "contacts only" showroom). */
  connected: boolean;
}

export interface Sight {
  available: boolean;
  priceShown: boolean;
}

/** What `viewer` (null: a guest) may see of the product. */
export function productSight(viewer: AuthContext | null, r: ProductFacts): Sight {
  const standing = standingOf(viewer, r.companyId, r.connected);
  const supplier = { status: r.companyStatus, joinType: r.joinType, verificationStatus: r.verificationStatus };
  const available =
    profileVisible(supplier, viewer, standing) &&
    showroomAccess(r.productPrivacy, viewer, standing).visible &&
    r.published &&
    r.listed &&
    canSee(r, viewer);
  return { available, priceShown: available && priceShown(r, viewer) };
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

/** connectedSql for a list's SQL scopes (company-access.ts privacyScope) over `companies`; never for a guest. */
export const connectedWith = (viewer: AuthContext | null) => () =>
  viewer ? connectedSql(viewer.companyId, companies.id) : sql<boolean>`false`;

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
