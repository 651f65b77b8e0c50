import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { favouritesApi } from '@gembourse/contracts/favourites.api';
import { callApi } from '../../shared/api/endpoint-client.ts';
import { setSessionFlag } from '../../shared/session/session-store.ts';
import { catalogueSearchKeys } from './catalogue-search-query.ts';

// The favourites lists' key prefix (features/engagement/api.ts favouriteKeys.all): a domain component may not import
// a feature, and a prefix is all invalidation needs.
const FAVOURITES_PREFIX = ['favourites'] as const;

/**
 * A product's heart: `favourite` null is a guest (a click opens the login box). A member's click shows the new state
 * at once and undoes it if the server refuses (its message is shown by the app's error catalogue).
 */
export function useProductFavourite(productId: number, favourite: boolean | null) {
  const queryClient = useQueryClient();
  // What the member last chose here; null follows the answer (which a refetch may change).
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const on = chosen ?? favourite ?? false;

  const toggle = async () => {
    if (favourite === null) {
      setSessionFlag('loginModalOpen', true);
      return;
    }
    if (busy) return;
    const next = !on;
    setChosen(next);
    setBusy(true);
    try {
      await callApi(favouritesApi.setProduct, { params: { id: productId }, body: { collected: next } });
      void queryClient.invalidateQueries({ queryKey: FAVOURITES_PREFIX });
      // Cached searches hold the old heart: refetched when next shown, not now (the page on screen is right already).
      void queryClient.invalidateQueries({ queryKey: catalogueSearchKeys.all, refetchType: 'none' });
    } catch {
      setChosen(!next);
    } finally {
      setBusy(false);
    }
  };

  return { on, busy, guest: favourite === null, toggle };
}
