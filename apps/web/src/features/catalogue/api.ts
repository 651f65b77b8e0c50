import { catalogueSearchApi } from '@gembourse/contracts/catalogue-search.api';
import { callApi } from '../../shared/api/endpoint-client.ts';

/**
 * POST /api/product/saved-search: keeps the catalogue query string under a name, to be told of new matches. A refusal
 * shows through the app's error catalogue (the default of every call).
 */
export function saveCatalogueSearch(name: string, query: string) {
  return callApi(catalogueSearchApi.saveSearch, { body: { name, query } });
}
