import { useEffect } from 'react';
import { useUrlState, type UrlStateCodec } from '../../../shared/navigation/use-url-state.ts';
import { newSeed, parseDirectoryParams, writeDirectoryParams, type DirectoryState } from '../directory-params.ts';

const DIRECTORY_URL_STATE: UrlStateCodec<DirectoryState> = {
  parse: parseDirectoryParams,
  write: writeDirectoryParams,
  pageKey: 'page',
  // Switching to random shuffles afresh; paging or filtering within random keeps its order.
  settle: (prev, next) => (next.sort === 'random' && (prev.sort !== 'random' || next.seed == null) ? { ...next, seed: newSeed() } : next),
};

/**
 * The directory's search, filters, sort and page, kept in the URL (shared/navigation/use-url-state.ts): any change
 * but paging returns to page 1. Choosing `random` draws a seed once.
 */
export function useDirectoryState() {
  const { state, update, setParams } = useUrlState(DIRECTORY_URL_STATE);

  // A shared link with sort=random but no seed gets one, replacing the entry, so its pages stay consistent.
  useEffect(() => {
    if (state.sort === 'random' && state.seed == null) {
      setParams((current) => writeDirectoryParams(current, { ...parseDirectoryParams(current), seed: newSeed() }), { replace: true });
    }
  }, [state.sort, state.seed, setParams]);

  return { state, update };
}
