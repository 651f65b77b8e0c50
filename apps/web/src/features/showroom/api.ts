import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  CollectionBatch,
  CollectionInput,
  CollectionProductsInput,
  OwnCollectionQueryInput,
} from '@gembourse/contracts/own-collections';
import { ownCollectionsApi } from '@gembourse/contracts/own-collections.api';
import type { OwnProductOptions, OwnProductQueryInput, ProductBatchInput } from '@gembourse/contracts/own-products';
import { ownProductsApi } from '@gembourse/contracts/own-products.api';
import type { CompanyPrivacy, ShowroomPrivacy, ShowroomSettings } from '@gembourse/contracts/showroom';
import { showroomApi } from '@gembourse/contracts/showroom.api';
import { productImportApi } from '@gembourse/contracts/product-import.api';
import { callApi, downloadApi } from '../../shared/api/endpoint-client.ts';

// The settings belong to the caller's company, so the company is part of the key: another login in this tab never
// sees the previous company's answer.
export const showroomKeys = {
  all: ['showroom'] as const,
  privacy: (companyId: number) => ['showroom', 'privacy', companyId] as const,
  companyPrivacy: (companyId: number) => ['showroom', 'company-privacy', companyId] as const,
  settings: (companyId: number) => ['showroom', 'settings', companyId] as const,
  /** Every page of my company's product list (what a batch action invalidates). */
  products: (companyId: number) => ['showroom', 'products', companyId] as const,
  productList: (companyId: number, query: OwnProductQueryInput) => ['showroom', 'products', companyId, 'list', query] as const,
  productOptions: (companyId: number) => ['showroom', 'products', companyId, 'options'] as const,
  /** Every page and detail of my company's collections (what a save or a batch invalidates). */
  collections: (companyId: number) => ['showroom', 'collections', companyId] as const,
  collectionList: (companyId: number, query: OwnCollectionQueryInput) => ['showroom', 'collections', companyId, 'list', query] as const,
  collectionDetail: (companyId: number, id: number) => ['showroom', 'collections', companyId, 'detail', id] as const,
  collectionEvents: (companyId: number) => ['showroom', 'collection-events', companyId] as const,
};

// The pages show their own load and save errors (with Retry, above Save): no generic toast for them.
const inline = { hideErrorMsg: true } as const;

/** My showroom's privacy and Q&A settings (any member of a seller). */
export function useShowroomPrivacy(companyId: number) {
  return useQuery({
    queryKey: showroomKeys.privacy(companyId),
    queryFn: ({ signal }) => callApi(showroomApi.privacy, {}, { ...inline, signal }),
    // The form takes its starting values once; a background refetch must never look like a reason to reset it.
    staleTime: Infinity,
  });
}

/** Replaces every showroom setting; answers what is stored. */
export function saveShowroomPrivacy(body: ShowroomPrivacy) {
  return callApi(showroomApi.savePrivacy, { body }, inline);
}

/** My showroom's preferred currency and product segment (any member of a seller). */
export function useShowroomSettings(companyId: number) {
  return useQuery({
    queryKey: showroomKeys.settings(companyId),
    queryFn: ({ signal }) => callApi(showroomApi.settings, {}, { ...inline, signal }),
    staleTime: Infinity,
  });
}

/** Replaces the currency and segment; answers what is stored. */
export function saveShowroomSettings(body: ShowroomSettings) {
  return callApi(showroomApi.saveSettings, { body }, inline);
}

/** Who sees my company's contact details (any member, buyers included). */
export function useCompanyPrivacy(companyId: number) {
  return useQuery({
    queryKey: showroomKeys.companyPrivacy(companyId),
    queryFn: ({ signal }) => callApi(showroomApi.companyPrivacy, {}, { ...inline, signal }),
    staleTime: Infinity,
  });
}

/** Changes who sees my company's contact details; answers the stored setting. */
export function saveCompanyPrivacy(body: CompanyPrivacy) {
  return callApi(showroomApi.saveCompanyPrivacy, { body }, inline);
}

/** A page of my company's products (drafts included); the previous page stays on screen while the next loads. */
export function useOwnProducts(companyId: number, query: OwnProductQueryInput) {
  return useQuery({
    queryKey: showroomKeys.productList(companyId, query),
    queryFn: ({ signal }) => callApi(ownProductsApi.list, { query }, { ...inline, signal }),
    placeholderData: keepPreviousData,
  });
}

/** My company's collections, brands and product tags, for the list's filters and batch actions. */
export function useOwnProductOptions(companyId: number) {
  return useQuery({
    queryKey: showroomKeys.productOptions(companyId),
    queryFn: ({ signal }) => callApi(ownProductsApi.options, {}, { ...inline, signal }),
    // Answers are not parsed on the client: a list missing from one (an older server) means no choices, never a
    // filter bar that fails to render.
    select: (data): OwnProductOptions => ({ collections: data.collections ?? [], brands: data.brands ?? [], tags: data.tags ?? [] }),
  });
}

/**
 * Runs one batch action over selected products; answers how many changed. Its errors keep the generic toast of the
 * error catalogue (SPEC §8): a refusal's message (40900) already names the products in the way.
 */
export function runProductBatch(body: ProductBatchInput) {
  return callApi(ownProductsApi.batch, { body });
}

/** A page of my company's collections (drafts included); the previous page stays on screen while the next loads. */
export function useOwnCollections(companyId: number, query: OwnCollectionQueryInput) {
  return useQuery({
    queryKey: showroomKeys.collectionList(companyId, query),
    queryFn: ({ signal }) => callApi(ownCollectionsApi.list, { query }, { ...inline, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One of my collections with every field and its products in order; `id` null: nothing to load (a new one). */
export function useOwnCollectionDetail(companyId: number, id: number | null) {
  return useQuery({
    queryKey: showroomKeys.collectionDetail(companyId, id ?? 0),
    queryFn: ({ signal }) => callApi(ownCollectionsApi.detail, { params: { id: id ?? 0 } }, { ...inline, signal }),
    enabled: id !== null,
    // The forms take their starting values once; a background refetch must never look like a reason to reset them.
    staleTime: Infinity,
  });
}

/** The events a collection may link to (current and upcoming, soonest first). */
export function useCollectionEvents(companyId: number) {
  return useQuery({
    queryKey: showroomKeys.collectionEvents(companyId),
    queryFn: ({ signal }) => callApi(ownCollectionsApi.events, {}, { ...inline, signal }),
    // An answer that is not a list (an older server) means no events to choose, never a form that fails to render.
    select: (data) => (Array.isArray(data) ? data : []),
  });
}

/** Creates a collection (no id) or replaces the fields of one; answers the detail. Field errors go under the form. */
export function saveCollection(body: CollectionInput) {
  return callApi(ownCollectionsApi.save, { body });
}

/** Replaces a collection's products and their order; answers the detail. */
export function saveCollectionProducts(body: CollectionProductsInput) {
  return callApi(ownCollectionsApi.products, { body });
}

/** Runs one batch action over selected collections; answers how many changed (refusals toast through the catalogue). */
export function runCollectionBatch(body: CollectionBatch) {
  return callApi(ownCollectionsApi.batch, { body });
}

/** The product import's template in my language (saved through the browser). */
export function downloadImportTemplate() {
  return downloadApi(productImportApi.template, {}, { fallbackName: 'product-import-template.xlsx' });
}

/** Uploads a workbook to import (multipart field `file`); answers the job to poll. Refusals go through the error catalogue. */
export function importProducts(file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  return callApi(productImportApi.start, { body });
}

/** An import's progress and result; silent: the dialog shows an unknown job (a restarted server) itself. */
export function importStatus(jobId: string, signal?: AbortSignal) {
  return callApi(productImportApi.status, { params: { jobId } }, { silent: true, signal });
}

/** A finished import's report (.xlsx). */
export function downloadImportReport(jobId: string) {
  return downloadApi(productImportApi.report, { params: { jobId } }, { fallbackName: 'product-import-report.xlsx' });
}

/** The selected products as .xlsx in the template's columns (the list's batch export). */
export function exportProducts(ids: number[]) {
  return downloadApi(productImportApi.export, { body: { ids } }, { fallbackName: 'products.xlsx' });
}
