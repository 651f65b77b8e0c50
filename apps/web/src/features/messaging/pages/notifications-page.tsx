/** Placeholder replaced by the issue 12 work in progress. */
export function NotificationsPage() {
  return null;
}
