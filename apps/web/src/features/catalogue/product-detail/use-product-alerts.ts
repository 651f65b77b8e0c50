import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CatalogueProductDetail } from '@gembourse/contracts/catalogue-search';
import type { ProductAlertKind } from '@gembourse/contracts/product-alerts';
import { productDetailKeys, setProductAlert } from './product-detail-api.ts';

type Patch = Partial<Pick<CatalogueProductDetail, 'alerts'>>;
type Snapshot = [readonly unknown[], CatalogueProductDetail | undefined][];

const viewKey = (id: number) => [...productDetailKeys.detail(id), 'view'] as const;

/** Patches every cached copy of the product (each currency); answers the copies before, to roll back. */
async function patchCached(client: QueryClient, id: number, patch: (p: CatalogueProductDetail) => Patch): Promise<Snapshot> {
  await client.cancelQueries({ queryKey: viewKey(id) });
  const before = client.getQueriesData<CatalogueProductDetail>({ queryKey: viewKey(id) });
  client.setQueriesData<CatalogueProductDetail>({ queryKey: viewKey(id) }, (old) => (old ? { ...old, ...patch(old) } : old));
  return before;
}

function restore(client: QueryClient, snapshot: Snapshot | undefined) {
  for (const [key, data] of snapshot ?? []) client.setQueryData(key, data);
}

/**
 * The two alert switches of a product page: a switch flips at once (optimistic), the server's answer settles it, and
 * a failure puts it back (the API client has shown why). (The heart is the catalogue's one, use-product-favourite.)
 */
export function useProductAlerts(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, on }: { kind: ProductAlertKind; on: boolean }) => setProductAlert(id, kind, on),
    onMutate: ({ kind, on }) => patchCached(client, id, (p) => ({ alerts: { ...p.alerts, [kind]: on } })),
    onError: (_error, _vars, snapshot) => restore(client, snapshot),
    onSuccess: (answer) => void patchCached(client, id, () => ({ alerts: answer })),
  });
}
