/** Placeholder replaced by the issue 12 work in progress. */
export function MessagesPage() {
  return null;
}
