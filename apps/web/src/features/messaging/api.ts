import { useQuery } from '@tanstack/react-query';
import type { NotificationPrefs } from '@gembourse/contracts/accounts';
import { accountsApi } from '@gembourse/contracts/accounts.api';
import { callApi } from '../../shared/api/endpoint-client.ts';

// Failures show on the page that asked (load error with retry, save error above the button): no generic toast.
const inline = { hideErrorMsg: true } as const;

export const notificationKeys = {
  prefs: ['accounts', 'notifications'] as const,
};

/** The member's e-mail notification preferences, defaults filled in by the server. */
export function useNotificationPrefs() {
  return useQuery({
    queryKey: notificationKeys.prefs,
    queryFn: ({ signal }) => callApi(accountsApi.notifications, {}, { ...inline, signal }),
  });
}

/** Saves every preference; answers them back as stored. */
export function saveNotificationPrefs(body: NotificationPrefs) {
  return callApi(accountsApi.saveNotifications, { body }, inline);
}
