import { useQuery } from '@tanstack/react-query';
import type { BrandInput } from '@gembourse/contracts/brands';
import { brandsApi } from '@gembourse/contracts/brands.api';
import { callApi } from '../../shared/api/endpoint-client.ts';

// My company's brands (issue 10 item 5). The company is part of the key: another login in this tab never sees the
// previous company's brands.
export const brandKeys = {
  list: (companyId: number) => ['showroom', 'brands', companyId] as const,
};

// The page shows its own load and save errors (with Retry, under the fields): no generic toast for them.
const inline = { hideErrorMsg: true } as const;

/** My company's brands, the default first, with their product counts. */
export function useOwnBrands(companyId: number) {
  return useQuery({
    queryKey: brandKeys.list(companyId),
    queryFn: ({ signal }) => callApi(brandsApi.list, {}, { ...inline, signal }),
  });
}

/** Creates a brand or renames / re-logos one; answers it as the list shows it. */
export function saveBrand(body: BrandInput) {
  return callApi(brandsApi.save, { body }, inline);
}

/** Deletes a (non-default) brand; answers how many products moved to the default brand. The catalogue toasts a refusal. */
export function deleteBrand(id: number) {
  return callApi(brandsApi.delete, { body: { id } });
}
