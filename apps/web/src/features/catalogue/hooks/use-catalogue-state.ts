import { useCallback, useEffect } from 'react';
import { withoutFormerKeywords } from '@gembourse/contracts/search-links';
import { useUrlState, type UrlStateCodec } from '../../../shared/navigation/use-url-state.ts';
import { newSeed, parseCatalogueParams, writeCatalogueParams, type CatalogueState } from '../catalogue-params.ts';

const CATALOGUE_URL_STATE: UrlStateCodec<CatalogueState> = {
  parse: parseCatalogueParams,
  write: writeCatalogueParams,
  pageKey: 'page',
  // Switching to random shuffles afresh; paging or filtering within random keeps its order.
  settle: (prev, next) => (next.sort === 'random' && (prev.sort !== 'random' || next.seed == null) ? { ...next, seed: newSeed() } : next),
};

/**
 * The catalogue's search kept in the URL (shared/navigation/use-url-state.ts): any change but paging returns to
 * page 1 and drops the cursors (a cursor belongs to the search it came from).
 */
export function useCatalogueState() {
  const { state, update: write, setParams, params } = useUrlState(CATALOGUE_URL_STATE);
  const update = useCallback((patch: Partial<CatalogueState>) => write({ after: undefined, before: undefined, ...patch }), [write]);

  // A shared link with sort=random but no seed gets one, replacing the entry, so its pages stay consistent.
  useEffect(() => {
    if (state.sort === 'random' && state.seed == null) {
      setParams((current) => writeCatalogueParams(current, { ...parseCatalogueParams(current), seed: newSeed() }), { replace: true });
    }
  }, [state.sort, state.seed, setParams]);

  // A link of before issue 28 (`?keyword=pearl`, in e-mails and bookmarks) was read as the keyword; the URL now says
  // it under its one name, replacing the entry (the back button does not return to the old form).
  const normalised = withoutFormerKeywords(params)?.toString();
  useEffect(() => {
    if (normalised !== undefined) setParams(new URLSearchParams(normalised), { replace: true });
  }, [normalised, setParams]);

  return { state, update };
}
