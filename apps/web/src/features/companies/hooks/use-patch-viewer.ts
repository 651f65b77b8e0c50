import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CompanyDetail, ViewerRelation } from '@gembourse/contracts/company';
import { companyKeys } from '../api.ts';

/** Updates the viewer relation of a cached profile (every language), so buttons flip without a reload. */
export function usePatchViewer(companyId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    (patch: Partial<ViewerRelation>) => {
      queryClient.setQueriesData<CompanyDetail>({ queryKey: companyKeys.detail(companyId) }, (old) =>
        old ? { ...old, viewer: { ...old.viewer, ...patch } } : old,
      );
    },
    [queryClient, companyId],
  );
}
