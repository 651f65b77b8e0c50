import { endpoint } from './endpoint.ts';
import { ZOwnProductOptions, ZOwnProductQuery, ZOwnProducts, ZProductBatch, ZProductBatchResult } from './own-products.ts';
import { PERM } from './permissions.ts';

/**
 * The supplier's own products in the showroom (SPEC §2). Members of a seller only (a buyer company gets 40300); none
 * takes a company id, so another company's products cannot be addressed. Which permission point a batch action needs
 * is decided per action (own-products.ts, batchPermission), on the server and in the web alike.
 */
export const ownProductsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/showroom/product/list',
    access: { perm: PERM.showroomView },
    summary: "A page of my company's products, drafts included: search (name, SKU, tag), filters, sorts of SPEC §9",
    tags: ['showroom'],
    query: ZOwnProductQuery,
    response: ZOwnProducts,
  }),
  options: endpoint({
    method: 'GET',
    path: '/api/showroom/product/options',
    access: { perm: PERM.showroomView },
    summary: "My company's collections, brands and product tags, for the product list's filters and batch actions",
    tags: ['showroom'],
    response: ZOwnProductOptions,
  }),
  batch: endpoint({
    method: 'POST',
    path: '/api/showroom/product/batch',
    access: { perm: PERM.showroomView },
    summary:
      'One batch action over selected products of my company (publish, list, Immediate, collection, category, tag, brand, delete); answers how many changed',
    tags: ['showroom'],
    body: ZProductBatch,
    response: ZProductBatchResult,
  }),
};
