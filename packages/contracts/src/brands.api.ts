import { ZBrandDelete, ZBrandDeleteResult, ZBrandInput, ZOwnBrand, ZOwnBrands } from './brands.ts';
import { endpoint } from './endpoint.ts';
import { PERM } from './permissions.ts';

/**
 * The supplier's own brands (issue 10 item 5). Members of a seller only (a buyer company gets 40300): the list needs
 * showroom:view, the writes showroom:brand:edit. A brand id of another company answers 40400.
 */
export const brandsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/showroom/brand/list',
    access: { perm: PERM.showroomView },
    summary: "My company's brands with their product counts: the default brand first, then by name",
    tags: ['showroom'],
    response: ZOwnBrands,
  }),
  save: endpoint({
    method: 'POST',
    path: '/api/showroom/brand/save',
    access: { perm: PERM.showroomBrandEdit },
    summary: 'Create a brand (no id) or rename / change the logo of one of mine; the name is unique in my company',
    tags: ['showroom'],
    body: ZBrandInput,
    response: ZOwnBrand,
  }),
  delete: endpoint({
    method: 'POST',
    path: '/api/showroom/brand/delete',
    access: { perm: PERM.showroomBrandEdit },
    summary: 'Delete one of my brands (never the default one: 40900); its products move to the default brand',
    tags: ['showroom'],
    body: ZBrandDelete,
    response: ZBrandDeleteResult,
  }),
};
