import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { newSeed, parseDirectoryParams, writeDirectoryParams, type DirectoryState } from '../directory-params.ts';

/**
 * The directory's search, filters, sort and page, kept in the URL. `update` pushes a history entry (the back button
 * steps through searches); any change but paging returns to page 1. Choosing `random` draws a seed once.
 */
export function useDirectoryState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseDirectoryParams(params), [params]);

  const update = useCallback(
    (patch: Partial<DirectoryState>) => {
      setParams((current) => {
        const prev = parseDirectoryParams(current);
        const next: DirectoryState = { ...prev, ...patch };
        if (!('page' in patch)) next.page = 1;
        // Switching to random shuffles afresh; paging or filtering within random keeps its order.
        if (next.sort === 'random' && (prev.sort !== 'random' || next.seed == null)) next.seed = newSeed();
        return writeDirectoryParams(current, next);
      });
    },
    [setParams],
  );

  // A shared link with sort=random but no seed gets one, replacing the entry, so its pages stay consistent.
  useEffect(() => {
    if (state.sort === 'random' && state.seed == null) {
      setParams((current) => writeDirectoryParams(current, { ...parseDirectoryParams(current), seed: newSeed() }), { replace: true });
    }
  }, [state.sort, state.seed, setParams]);

  return { state, update };
}
