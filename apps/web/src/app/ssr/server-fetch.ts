import { AsyncLocalStorage } from 'node:async_hooks';
import { LANG_HEADER, type Locale } from '@gembourse/contracts/locale';

// The page's queries call the API through the app's own client (shared/api), which sends `fetch('/api/...')` with the
// headers of the browser's session. On the server there is no session and the calls never leave the process: each
// render runs in a context that says where its calls go (the server's in-process dispatch) and in which language,
// since renders of different languages interleave while they wait for their data.

export type Dispatch = (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => Promise<Response>;

interface RenderContext {
  dispatch: Dispatch;
  locale: Locale;
}

const context = new AsyncLocalStorage<RenderContext>();

/** Runs `work` with the API calls it makes sent to `dispatch`, as a guest reading `locale`. */
export function withRenderContext<T>(ctx: RenderContext, work: () => Promise<T>): Promise<T> {
  return context.run(ctx, work);
}

/**
 * The fetch of the server bundle: a relative URL (the API) goes to the render's dispatch, as a guest (no token, no
 * device id) in the render's language; anything else is refused (a page never reaches out of the server).
 */
export const serverFetch: typeof fetch = async (input, init) => {
  const ctx = context.getStore();
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (!ctx || !url.startsWith('/')) throw new TypeError(`No server fetch for ${url}`);
  const headers: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, name) => {
    if (name !== 'authorization' && name !== 'accessuuid') headers[name] = value;
  });
  headers.lang = LANG_HEADER[ctx.locale];
  const body = typeof init?.body === 'string' ? init.body : undefined;
  return ctx.dispatch(url, { method: init?.method ?? 'GET', headers, body });
};
