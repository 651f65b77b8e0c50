import { z } from 'zod';
import { ZShowroomCollectionQuery, ZShowroomCollections, ZShowroomProductQuery, ZShowroomProducts } from './company-showroom.ts';
import { endpoint } from './endpoint.ts';
import { ZIdParam } from './primitives.ts';

const companyParams = z.object({ company_id: ZIdParam });

/**
 * Products and collections as a viewer may see them (one visibility policy: docs/decisions.md, visibility). A
 * supplier's showroom lists follow GET /api/company/contact/list/{company_id} of SPEC §7: public reads of one
 * company's items, open to guests.
 */
export const catalogueApi = {
  showroomProducts: endpoint({
    method: 'GET',
    path: '/api/company/product/list/:company_id',
    access: 'public',
    summary:
      "A page of a supplier's published, listed products as the viewer may see them (showroom privacy, product and price visibility)",
    tags: ['company showroom'],
    params: companyParams,
    query: ZShowroomProductQuery,
    response: ZShowroomProducts,
  }),
  showroomCollections: endpoint({
    method: 'GET',
    path: '/api/company/collection/list/:company_id',
    access: 'public',
    summary: "A page of a supplier's published, listed collections as the viewer may see them, with their visible product counts",
    tags: ['company showroom'],
    params: companyParams,
    query: ZShowroomCollectionQuery,
    response: ZShowroomCollections,
  }),
};
