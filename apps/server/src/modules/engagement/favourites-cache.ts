import { memoCache } from '../../platform/memo-cache.ts';
import type { RealtimePublisher } from '../../platform/realtime/realtime-hub.ts';
import type { FavouritesRepository } from './favourites.repository.ts';

/**
 * A member's favourite products, kept per process for `ttlSeconds` so that a shared catalogue answer gets its hearts
 * without a statement (catalogue-search.service.ts). A change is announced by favourites.service.ts as the
 * 'favourites' realtime event, which every process hears (through Redis) and forgets the member's set on: the hearts
 * of the next search are right on any process. A TTL of 0 reads the page's hearts from the database every time.
 */
export function favouritesCache(deps: {
  repo: Pick<FavouritesRepository, 'productIds' | 'productsAmong'>;
  realtime: RealtimePublisher;
  ttlSeconds: number;
}) {
  const kept = memoCache<Set<number>>({ ttlMs: deps.ttlSeconds * 1000, maxEntries: 10_000 });
  if (kept.enabled) {
    deps.realtime.onDelivery((event, to) => {
      if (event.type === 'favourites') for (const id of to.userIds ?? []) kept.delete(String(id));
    });
  }
  return {
    /** The products among `ids` the user has favourited. */
    async productsAmong(userId: number, ids: readonly number[]): Promise<Set<number>> {
      if (!kept.enabled) return deps.repo.productsAmong(userId, ids);
      const all = await kept.get(String(userId), () => deps.repo.productIds(userId));
      return new Set(ids.filter((id) => all.has(id)));
    },
  };
}
