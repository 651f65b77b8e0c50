import { useQuery } from '@tanstack/react-query';
import type { PreviewViewer, ProductAvailabilityInput, ProductInfoInput } from '@gembourse/contracts/product-editor';
import { productEditorApi } from '@gembourse/contracts/product-editor.api';
import { uploadsApi } from '@gembourse/contracts/uploads.api';
import { callApi } from '../../../shared/api/endpoint-client.ts';
import { runProductBatch, showroomKeys } from '../api.ts';

// Under the product list's key: a batch action on the list (publish, delete) also drops a stale detail or preview.
export const productEditorKeys = {
  detail: (companyId: number, id: number) => [...showroomKeys.products(companyId), 'detail', id] as const,
  preview: (companyId: number, id: number, as: PreviewViewer) => [...showroomKeys.products(companyId), 'preview', id, as] as const,
};

// The pages show their own load errors (with Retry); saves keep the catalogue's toast and put field errors on fields.
const inline = { hideErrorMsg: true } as const;

/** One of my products with every field the wizard edits; `id` null: a new product, nothing to load. */
export function useOwnProductDetail(companyId: number, id: number | null) {
  return useQuery({
    queryKey: productEditorKeys.detail(companyId, id ?? 0),
    queryFn: ({ signal }) => callApi(productEditorApi.detail, { params: { id: id ?? 0 } }, { ...inline, signal }),
    enabled: id !== null,
    // The forms take their starting values once; a background refetch must never look like a reason to reset them.
    staleTime: Infinity,
    // The edit page and the wizard both watch it: a refused read (another company's id) must not be asked again each
    // time one of them mounts, which swapped the two in a loop of requests.
    retryOnMount: false,
  });
}

/** Step 1: creates an unpublished product (no id) or changes one's information; answers its id. */
export function saveProductInfo(body: ProductInfoInput) {
  return callApi(productEditorApi.saveInfo, { body });
}

/** Step 2: availability, visibility, release and collections of a product the first step created. */
export function saveProductAvailability(body: ProductAvailabilityInput) {
  return callApi(productEditorApi.saveAvailability, { body });
}

/**
 * Publishes one product through the list's batch action, so the one rule applies: a product without an image is
 * refused (40900, the catalogue's toast names it) and the promise rejects.
 */
export function publishProduct(id: number) {
  return runProductBatch({ action: 'publish', ids: [id] });
}

/** What a guest or a member of another company would see of one of my products once published. */
export function useProductPreview(companyId: number, id: number, as: PreviewViewer) {
  return useQuery({
    queryKey: productEditorKeys.preview(companyId, id, as),
    queryFn: ({ signal }) => callApi(productEditorApi.preview, { params: { id }, query: { as } }, { ...inline, signal }),
    enabled: id > 0,
  });
}

/** POST /api/uploads/document: a resource's PDF (content-checked by the server) as multipart field `file`. */
export function uploadDocument(file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  return callApi(uploadsApi.document, { body });
}
