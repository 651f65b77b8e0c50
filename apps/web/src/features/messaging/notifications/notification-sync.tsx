import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onReconnected, onServerEvent } from '../../../shared/realtime/realtime-bus.ts';
import { isNewCount, loadHeaderCounts, noticeKeys } from './notifications-api.ts';

/**
 * The one place that loads the header's counts (GET /api/notifications/counts: unread notifications, open to-dos and
 * unread messages in one call), mounted once per member session by the root layout: at the start of the session and
 * after the socket came back (what changed while it was away was announced to nobody). The live counts themselves
 * arrive as `notifications`, `todo` and `unread` events, which the realtime session writes into the session store;
 * here they only tell the centre's lists that they are out of date.
 */
export function NotificationSync() {
  const client = useQueryClient();
  useEffect(() => {
    void loadHeaderCounts();
    const offEvents = onServerEvent((event) => {
      if (event.type === 'notifications' && isNewCount('notifications', event.count)) {
        void client.invalidateQueries({ queryKey: noticeKeys.notifications });
      } else if (event.type === 'todo' && isNewCount('todo', event.count)) {
        void client.invalidateQueries({ queryKey: noticeKeys.todos });
      }
    });
    const offReconnect = onReconnected(() => {
      void loadHeaderCounts();
      void client.invalidateQueries({ queryKey: noticeKeys.all });
    });
    return () => {
      offEvents();
      offReconnect();
    };
  }, [client]);
  return null;
}
