import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** How a list page keeps its search, filters, sort and page in the URL. */
export interface UrlStateCodec<S> {
  /** Reads the state from a query string; anything malformed falls back to its default. */
  parse: (params: URLSearchParams) => S;
  /** Writes the state into a copy of `current`, keeping parameters that are not the page's (the `language` of SPEC §1). */
  write: (current: URLSearchParams, state: S) => URLSearchParams;
  /** The field that holds the page number: any change that does not set it returns to the first page. */
  pageKey: keyof S;
  /** Adjusts the next state knowing the previous one (the directory draws a seed when `random` is chosen). */
  settle?: (prev: S, next: S) => S;
}

/**
 * A list page's state kept in the URL, so links, reloads and the back button restore a search. `update` pushes a
 * history entry (the back button steps through searches); any change but paging returns to page 1.
 */
export function useUrlState<S>(codec: UrlStateCodec<S>) {
  const [params, setParams] = useSearchParams();
  const { parse, write, pageKey, settle } = codec;
  const state = useMemo(() => parse(params), [params, parse]);

  const update = useCallback(
    (patch: Partial<S>) => {
      // Read from the URL of the moment, not the render's: two updates in one tick must not undo each other.
      setParams((current) => {
        const prev = parse(current);
        let next: S = { ...prev, ...patch };
        if (!(pageKey in patch)) next = { ...next, [pageKey]: 1 };
        if (settle) next = settle(prev, next);
        return write(current, next);
      });
    },
    [setParams, parse, write, pageKey, settle],
  );

  return { state, update, setParams, params };
}
