import { z } from 'zod';
import { ZFavouriteState, ZFavouriteToggle } from './connections.ts';
import { endpoint } from './endpoint.ts';
import { ZFavouriteBrandPage, ZFavouriteExportQuery, ZFavouriteListQuery, ZFavouriteProductPage } from './favourites.ts';
import { ZIdParam } from './primitives.ts';

const tags = ['favourites'] as const;
const params = z.object({ id: ZIdParam });

/** A member's favourite brands and products (the wish list): collect, list, export (SPEC §2 /home/my-favorites). */
export const favouritesApi = {
  setBrand: endpoint({
    method: 'POST',
    path: '/api/favourite/brand/:id',
    access: 'member',
    summary: "Collect (collected: true) or un-collect a supplier's brand (a brand id) as a favourite; idempotent",
    tags,
    params,
    body: ZFavouriteToggle,
    response: ZFavouriteState,
  }),
  setProduct: endpoint({
    method: 'POST',
    path: '/api/favourite/product/:id',
    access: 'member',
    summary: 'Collect (collected: true) or un-collect a product I may see, for my wish list; idempotent',
    tags,
    params,
    body: ZFavouriteToggle,
    response: ZFavouriteState,
  }),
  brands: endpoint({
    method: 'GET',
    path: '/api/company/favorite/brand/list',
    access: 'member',
    summary: 'My own favourite brands, newest first; keyword as in the supplier directory',
    tags,
    query: ZFavouriteListQuery,
    response: ZFavouriteBrandPage,
  }),
  products: endpoint({
    method: 'GET',
    path: '/api/company/favorite/product/list',
    access: 'member',
    summary: 'My own favourite products (wish list), newest first; products I may no longer see keep only their name',
    tags,
    query: ZFavouriteListQuery,
    response: ZFavouriteProductPage,
  }),
  export: endpoint({
    method: 'GET',
    path: '/api/company/favorite/export',
    access: 'member',
    summary: 'My favourite brands or products as an .xlsx workbook in my language (Content-Disposition names it)',
    tags,
    query: ZFavouriteExportQuery,
    transport: 'file',
  }),
};
