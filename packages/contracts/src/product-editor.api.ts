import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { PERM } from './permissions.ts';
import { ZIdParam } from './primitives.ts';
import {
  ZOwnProductDetail,
  ZProductAvailabilityInput,
  ZProductInfoInput,
  ZProductPreview,
  ZProductPreviewQuery,
  ZProductSaved,
} from './product-editor.ts';

/**
 * The product wizard (SPEC §2 "Product form in steps", §3 Product): read one of my products, save each step, preview
 * it as a buyer would see it. Members of a seller only (a buyer company gets 40300). A product id of another company
 * answers 40400 like an unknown one. Creating (save-info without an id) needs showroom:product:add, changing
 * showroom:product:edit: the service checks that, because the point depends on the body; the access below is what
 * every call needs at least.
 */
export const productEditorApi = {
  detail: endpoint({
    method: 'GET',
    path: '/api/showroom/product/detail/:id',
    access: { perm: PERM.showroomView },
    summary: 'One of my products with every field the wizard edits and the steps already saved',
    tags: ['showroom'],
    params: z.object({ id: ZIdParam }),
    response: ZOwnProductDetail,
  }),
  saveInfo: endpoint({
    method: 'POST',
    path: '/api/showroom/product/save-info',
    access: { perm: PERM.showroomView },
    summary: "Step 1: create an unpublished product (no id) or change one of mine's information; answers its id",
    tags: ['showroom'],
    body: ZProductInfoInput,
    response: ZProductSaved,
  }),
  saveAvailability: endpoint({
    method: 'POST',
    path: '/api/showroom/product/save-availability',
    access: { perm: PERM.showroomProductEdit },
    summary: "Step 2: one of my products' availability, visibility, release and collections; answers its id",
    tags: ['showroom'],
    body: ZProductAvailabilityInput,
    response: ZProductSaved,
  }),
  preview: endpoint({
    method: 'GET',
    path: '/api/showroom/product/preview/:id',
    access: { perm: PERM.showroomView },
    summary: 'One of my products as a guest or a member of another company would see it once published',
    tags: ['showroom'],
    params: z.object({ id: ZIdParam }),
    query: ZProductPreviewQuery,
    response: ZProductPreview,
  }),
};
