import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messagingApi } from '@gembourse/contracts/messaging.api';
import { callApi } from '../../shared/api/endpoint-client.ts';

/** The list's status filter: open (the default), closed, or every report. */
export type ChatReportStatus = 'open' | 'closed' | 'all';

// The answer holds no translated text (names, e-mails and messages as written), so the language is not in the key.
export const chatReportKeys = {
  all: ['console', 'chat-reports'] as const,
  list: (status: ChatReportStatus) => ['console', 'chat-reports', status] as const,
};

/** GET /api/console/chat-reports: reported conversations, open first; the list shows its own error with Retry. */
export function useChatReports(status: ChatReportStatus) {
  return useQuery({
    queryKey: chatReportKeys.list(status),
    queryFn: ({ signal }) =>
      callApi(messagingApi.reports, { query: { status: status === 'all' ? undefined : status } }, { hideErrorMsg: true, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Closes a report, and with `disableReported` disables the reported member's account too; every list refreshes. The
 * write keeps the generic toast of the error catalogue: the server's message says why it failed.
 */
export function useCloseChatReport(onDone: (disabled: boolean) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disableReported }: { id: number; disableReported: boolean }) =>
      callApi(messagingApi.closeReport, { params: { id }, body: { disableReported } }),
    onSuccess: (_r, { disableReported }) => {
      onDone(disableReported);
      return client.invalidateQueries({ queryKey: chatReportKeys.all });
    },
  });
}
