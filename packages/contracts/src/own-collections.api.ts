import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import {
  ZCollectionBatch,
  ZCollectionBatchResult,
  ZCollectionEventOptions,
  ZCollectionInput,
  ZCollectionProductsInput,
  ZOwnCollectionDetail,
  ZOwnCollectionQuery,
  ZOwnCollections,
} from './own-collections.ts';
import { PERM } from './permissions.ts';
import { ZIdParam } from './primitives.ts';

/**
 * The supplier's own collections (SPEC §2, §3 Collection, §4). Members of a seller only (a buyer company gets 40300):
 * reads need showroom:view, every write showroom:collection:edit. A collection id of another company answers 40400.
 */
export const ownCollectionsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/showroom/collection/list',
    access: { perm: PERM.showroomView },
    summary: "A page of my company's collections, drafts included, with their state by the dates (not released, launched, ended)",
    tags: ['showroom'],
    query: ZOwnCollectionQuery,
    response: ZOwnCollections,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/showroom/collection/detail/:id',
    access: { perm: PERM.showroomView },
    summary: 'One of my collections with every field and its products in order',
    tags: ['showroom'],
    params: z.object({ id: ZIdParam }),
    response: ZOwnCollectionDetail,
  }),
  events: endpoint({
    method: 'GET',
    path: '/api/showroom/collection/events',
    access: { perm: PERM.showroomView },
    summary: 'Events a collection may link to: current and upcoming, soonest first',
    tags: ['showroom'],
    response: ZCollectionEventOptions,
  }),
  save: endpoint({
    method: 'POST',
    path: '/api/showroom/collection/save',
    access: { perm: PERM.showroomCollectionEdit },
    summary: 'Create a collection (no id) or replace the fields of one of mine; answers it as the detail does',
    tags: ['showroom'],
    body: ZCollectionInput,
    response: ZOwnCollectionDetail,
  }),
  products: endpoint({
    method: 'POST',
    path: '/api/showroom/collection/products',
    access: { perm: PERM.showroomCollectionEdit },
    summary: "Set a collection's products and their order (my company's products only); answers the detail",
    tags: ['showroom'],
    body: ZCollectionProductsInput,
    response: ZOwnCollectionDetail,
  }),
  batch: endpoint({
    method: 'POST',
    path: '/api/showroom/collection/batch',
    access: { perm: PERM.showroomCollectionEdit },
    summary: 'Publish, unpublish, list, unlist or delete selected collections of mine; answers how many changed',
    tags: ['showroom'],
    body: ZCollectionBatch,
    response: ZCollectionBatchResult,
  }),
};
