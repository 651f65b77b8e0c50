import type { ZodType } from 'zod';
import type { UrlStateCodec } from '../../shared/navigation/use-url-state.ts';

/** A list query schema of the contracts (ZOwnProductQuery, ZOwnCollectionQuery): an object whose fields each parse. */
interface ListQuerySchema<S> {
  shape: Record<string, ZodType>;
  parse: (input: unknown) => S;
}

/**
 * The URL state of a showroom list whose state is its contract query itself, each URL parameter named as the query's
 * field: every rule (sorts, page sizes, search length, yes/no flags) is the contract's, and a link is the request.
 * Answers the state with nothing chosen and the codec of shared/navigation/use-url-state.ts.
 */
export function listUrlStateOf<S extends { q?: string }>(schema: ListQuerySchema<S>, pageKey: keyof S & string) {
  const fields = Object.keys(schema.shape) as (keyof S & string)[];
  const defaults = schema.parse({});

  /** One field from the URL: the contract's parse, or its default (undefined for a filter) when malformed. */
  const fieldOf = (key: keyof S & string, raw: string | null): unknown => {
    const field = schema.shape[key]!;
    const parsed = field.safeParse(raw ?? undefined);
    return parsed.success ? parsed.data : field.parse(undefined);
  };

  // A hand-edited link never answers 40000: whatever does not parse falls back to its default.
  const parse = (params: URLSearchParams): S => {
    const state = Object.fromEntries(fields.map((key) => [key, fieldOf(key, params.get(key))])) as S;
    // A search of spaces only is no search.
    if (!state.q) delete state.q;
    return state;
  };

  // Defaults are left out so a plain link stays plain; parameters that are not the list's (language) are kept.
  const write = (current: URLSearchParams, state: S): URLSearchParams => {
    const next = new URLSearchParams(current);
    for (const key of fields) {
      const value = state[key];
      if (value === undefined || value === '' || value === defaults[key]) next.delete(key);
      else next.set(key, String(value));
    }
    return next;
  };

  const codec: UrlStateCodec<S> = { parse, write, pageKey };
  return { defaults, codec };
}

/** The request query of a list state: the yes/no filters travel as text, as the query string carries them. */
export function queryInputOf<S extends object>(state: S): Record<string, unknown> {
  return Object.fromEntries(Object.entries(state).map(([key, value]) => [key, typeof value === 'boolean' ? String(value) : value]));
}
