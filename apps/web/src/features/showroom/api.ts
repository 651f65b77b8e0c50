import { useQuery } from '@tanstack/react-query';
import type { CompanyPrivacy, ShowroomPrivacy } from '@gembourse/contracts/showroom';
import { showroomApi } from '@gembourse/contracts/showroom.api';
import { callApi } from '../../shared/api/endpoint-client.ts';

// The settings belong to the caller's company, so the company is part of the key: another login in this tab never
// sees the previous company's answer.
export const showroomKeys = {
  all: ['showroom'] as const,
  privacy: (companyId: number) => ['showroom', 'privacy', companyId] as const,
  companyPrivacy: (companyId: number) => ['showroom', 'company-privacy', companyId] as const,
};

// The pages show their own load and save errors (with Retry, above Save): no generic toast for them.
const inline = { hideErrorMsg: true } as const;

/** My showroom's privacy and Q&A settings (any member of a seller). */
export function useShowroomPrivacy(companyId: number) {
  return useQuery({
    queryKey: showroomKeys.privacy(companyId),
    queryFn: ({ signal }) => callApi(showroomApi.privacy, {}, { ...inline, signal }),
    // The form takes its starting values once; a background refetch must never look like a reason to reset it.
    staleTime: Infinity,
  });
}

/** Replaces every showroom setting; answers what is stored. */
export function saveShowroomPrivacy(body: ShowroomPrivacy) {
  return callApi(showroomApi.savePrivacy, { body }, inline);
}

/** Who sees my company's contact details (any member, buyers included). */
export function useCompanyPrivacy(companyId: number) {
  return useQuery({
    queryKey: showroomKeys.companyPrivacy(companyId),
    queryFn: ({ signal }) => callApi(showroomApi.companyPrivacy, {}, { ...inline, signal }),
    staleTime: Infinity,
  });
}

/** Changes who sees my company's contact details; answers the stored setting. */
export function saveCompanyPrivacy(body: CompanyPrivacy) {
  return callApi(showroomApi.saveCompanyPrivacy, { body }, inline);
}
