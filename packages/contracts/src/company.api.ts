import { z } from 'zod';
import {
  ZCompanyDetail,
  ZCompanyListAnswer,
  ZCompanyListBody,
  ZCompanySummary,
  ZMatchQuery,
  ZSupplierPickerPage,
  ZSupplierPickerQuery,
} from './company.ts';
import { ZCompanyMatch, ZShareAnswer, ZShareShowroom } from './connections.ts';
import { endpoint } from './endpoint.ts';
import { ZPageQuery } from './envelope-schema.ts';
import { ZIdParam } from './primitives.ts';

const tags = ['company'] as const;

/**
 * The supplier directory, profiles, recommendations, sharing and matching (SPEC §7 paths exactly). Which suppliers
 * anyone but their own members and staff may see at all is the service's rule (verified, active: docs/decisions.md).
 */
export const companyApi = {
  list: endpoint({
    method: 'POST',
    path: '/api/company/list',
    access: 'public',
    summary: 'Supplier directory: search, filters, sorting, paging (guests get the first results only)',
    tags,
    query: ZPageQuery,
    body: ZCompanyListBody.default({ sort: 'relevance' }),
    response: ZCompanyListAnswer,
    reads: true,
  }),
  recommend: endpoint({
    method: 'GET',
    path: '/api/company/mainpage/recommend',
    access: 'public',
    summary: 'Recommended showrooms for the home page',
    tags,
    response: z.array(ZCompanySummary),
  }),
  picker: endpoint({
    method: 'GET',
    path: '/api/company/all',
    access: 'member',
    summary: 'Listed suppliers (id and names) for pickers, by name, at most 50 a call; `cursor` pages on',
    tags,
    query: ZSupplierPickerQuery,
    response: ZSupplierPickerPage,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/company/detail/:id',
    access: 'public',
    summary: 'A company profile; contact details follow the showroom privacy setting. Counts a visit (once a day per visitor)',
    tags,
    params: z.object({ id: ZIdParam }),
    response: ZCompanyDetail,
  }),
  share: endpoint({
    method: 'POST',
    path: '/api/company/share',
    access: 'member',
    summary: "E-mail a supplier's showroom link to up to 20 addresses, in each member's e-mail language, else mine; 10 shares per hour",
    tags,
    body: ZShareShowroom,
    response: ZShareAnswer,
  }),
  match: endpoint({
    method: 'GET',
    path: '/api/company/match',
    access: 'member',
    summary: 'Suppliers recommended for me, best first, with a score of 0-100 and the ids that matched (docs/matching.md)',
    tags: ['matching'],
    query: ZMatchQuery,
    response: z.array(ZCompanyMatch),
  }),
};
