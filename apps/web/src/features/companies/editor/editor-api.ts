import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CompanyUpdate, ContactSave } from '@gembourse/contracts/company-profile';
import { companyProfileApi } from '@gembourse/contracts/company-profile.api';
import { uploadsApi } from '@gembourse/contracts/uploads.api';
import { callApi } from '../../../shared/api/endpoint-client.ts';
import { companyKeys, fetchCompanyDetail } from '../api.ts';

// Keys of the editor's own reads. The company detail sits under the profile's key prefix, so saving here and
// invalidating companyKeys.detail(id) refreshes /home/company-profile and this editor together.
export const editorKeys = {
  company: (id: number) => [...companyKeys.detail(id), 'editor'] as const,
  contacts: ['companies', 'editor', 'contacts'] as const,
  candidates: ['companies', 'editor', 'candidates'] as const,
};

// Reads show their own error state (with Retry) in the page: no generic toast for them. Writes keep the error
// catalogue's toast, which carries the server's message (field errors are also placed on the inputs).
const quiet = { hideErrorMsg: true } as const;

/** The user's own company, for the editor: the profile page's fetcher (one client per endpoint), its own key. */
export function useOwnCompany(id: number) {
  return useQuery({
    queryKey: editorKeys.company(id),
    queryFn: ({ signal }) => fetchCompanyDetail(id, signal),
    // The form takes its starting values once; a background refetch must never look like a reason to reset it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** Only the fields sent change, null clears one; answers the updated profile. */
export function updateCompany(body: Partial<CompanyUpdate>) {
  return callApi(companyProfileApi.update, { body });
}

/** POST /api/uploads/document: a brochure PDF (20 MB, content-checked by the server) as multipart field `file`. */
export function uploadDocument(file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  return callApi(uploadsApi.document, { body });
}

/** My company's contacts, hidden ones included. */
export function useOwnContacts() {
  return useQuery({
    queryKey: editorKeys.contacts,
    queryFn: ({ signal }) => callApi(companyProfileApi.myContacts, {}, { ...quiet, signal }),
  });
}

/** Team members not yet listed as contacts ("add from my team"). */
export function useContactCandidates(enabled: boolean) {
  return useQuery({
    queryKey: editorKeys.candidates,
    queryFn: ({ signal }) => callApi(companyProfileApi.contactCandidates, {}, { ...quiet, signal }),
    enabled,
    staleTime: 0,
  });
}

/** Adds a contact, or edits one when `id` is given. */
export function saveContact(body: ContactSave) {
  return callApi(companyProfileApi.saveContact, { body });
}

export function removeContact(id: number) {
  return callApi(companyProfileApi.removeContact, { params: { id } });
}

/** After a contact changes: the editor's lists and the public contact list of the profile page. */
export function useRefreshContacts(companyId: number) {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: editorKeys.contacts }),
      queryClient.invalidateQueries({ queryKey: editorKeys.candidates }),
      queryClient.invalidateQueries({ queryKey: ['companies', 'contacts', companyId] }),
    ]);
  }, [queryClient, companyId]);
}
