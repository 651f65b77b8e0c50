import { useQuery } from '@tanstack/react-query';
import { systemApi } from '@gembourse/contracts/system.api';
import { callApi } from '../api/endpoint-client.ts';

/** Query key of GET /api/app/info: one answer per visit, shared by the login page and the registration's hint. */
export const appInfoKey = ['app-info'] as const;

/**
 * GET /api/app/info: what this installation is (demo mode and its accounts, version). Quiet on failure: it only hides
 * the demo hints. The one fetcher of the endpoint, so every reader shares one request.
 */
export function useAppInfo() {
  return useQuery({
    queryKey: appInfoKey,
    queryFn: ({ signal }) => callApi(systemApi.appInfo, {}, { signal, hideErrorMsg: true }),
    staleTime: Infinity,
  });
}
