import { hashKey, type QueryKey } from '@tanstack/react-query';

/**
 * `placeholderData` of a query whose key ends with the viewer's user id (0: a guest): while the same query is asked
 * again for another viewer, the previous viewer's answer stays on screen instead of a skeleton. It is what a member
 * gets on a page the server drew for a guest (issue 29): the guest's answer is hydrated, the member's is fetched,
 * and meanwhile the guest's parts of it are hidden (viewer-parts.tsx) while the rest of the page stays put.
 */
export function keepThroughLogin<T>(queryKey: QueryKey) {
  const rest = hashKey(queryKey.slice(0, -1));
  return (previous: T | undefined, previousQuery?: { queryKey: QueryKey }): T | undefined =>
    previousQuery && hashKey(previousQuery.queryKey.slice(0, -1)) === rest ? previous : undefined;
}
