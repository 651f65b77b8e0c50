import { useQuery } from '@tanstack/react-query';
import type { ShowroomPrivacy } from '@gembourse/contracts/showroom';
import { getRequest, postRequest } from '../../shared/api/http-client.ts';

// The settings belong to the caller's company, so the company is part of the key: another login in this tab never
// sees the previous company's answer.
export const showroomKeys = {
  all: ['showroom'] as const,
  privacy: (companyId: number) => ['showroom', 'privacy', companyId] as const,
};

// The page shows its own load and save errors (with Retry, above Save): no generic toast for them.
const inline = { hideErrorMsg: true } as const;

/** GET /api/showroom/privacy: my showroom's privacy and Q&A settings (any member of a seller). */
export function useShowroomPrivacy(companyId: number) {
  return useQuery({
    queryKey: showroomKeys.privacy(companyId),
    queryFn: ({ signal }) => getRequest<ShowroomPrivacy>('/api/showroom/privacy', undefined, { ...inline, signal }),
    // The form takes its starting values once; a background refetch must never look like a reason to reset it.
    staleTime: Infinity,
  });
}

/** POST /api/showroom/privacy/save: replaces every setting; answers what is stored. */
export function saveShowroomPrivacy(body: ShowroomPrivacy): Promise<ShowroomPrivacy> {
  return postRequest<ShowroomPrivacy>('/api/showroom/privacy/save', body, inline);
}
