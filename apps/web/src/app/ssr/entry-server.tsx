// First: before any module builds a zod schema (app/strict-csp.ts says why).
import '../strict-csp.ts';
import { StrictMode, type ReactNode } from 'react';
import { JSDOM } from 'jsdom';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { NONCE_SLOT, type PageRenderer, type PageRenderRequest, type RenderedPage } from '@gembourse/contracts/page-render';
import { AppErrorBoundary } from '../error-boundary.tsx';
import { AppProviders } from '../providers.tsx';
import { createQueryClient } from '../query-client.ts';
import { routes } from '../router.tsx';
import { isNotFound } from '../../shared/api/api-error.ts';
import { APP_CONFIG_DEFAULTS } from '../../shared/app-config/app-config-store.ts';
import { headTagsHtml, SEO_NAMESPACES, staticPageHead, type SeoContext } from '../../domain/seo/index.ts';
import { setHtmlWindow } from '../../shared/html/safe-html.ts';
import { viewerMarkScript } from '../../shared/session/viewer-mark.ts';
import { i18n, loadAllTexts } from '../../shared/i18n/i18n.ts';
import type { Namespace } from '../../shared/i18n/namespaces.ts';
import { useLocaleStore } from '../../shared/i18n/locale-store.ts';
import { loadAntdLocale } from '../../shared/i18n/antd-locale.ts';
import type { PageDataHandle } from '../../domain/seo/page-data.ts';
import { serverFetch, withRenderContext } from './server-fetch.ts';
import { SSR_STATE_ID, type SsrState } from './ssr-state.ts';

// The page's API calls stay in the process (server-fetch.ts).
globalThis.fetch = serverFetch;
// Stored HTML is sanitised with DOMPurify on a DOM of its own, as in the browser (shared/html/safe-html.ts).
setHtmlWindow(new JSDOM('').window as unknown as Window & typeof globalThis);
// Marks a member's page before the first paint (shared/session/viewer-mark.ts), in every rendered page's head.
const VIEWER_MARK = `<script nonce="${NONCE_SLOT}">${viewerMarkScript()}</script>`;
// All texts of all languages, once per process (about 1 MB): see loadAllTexts.
const texts = loadAllTexts();

/**
 * The namespaces a render read its texts from, sent with the page so the browser loads the same before it hydrates:
 * the server holds every text, a browser only what its pages asked for, and a part that waits for its texts there
 * (useNamespaces) would draw differently. Recorded at the resource store, where every lookup passes.
 */
let reading: Set<string> | null = null;
interface ResourceLookup {
  getResource(lng: string, ns: string, key: string, options?: object): unknown;
}
const store = i18n.services.resourceStore as unknown as ResourceLookup;
const getResource = store.getResource.bind(store);
store.getResource = (lng: string, ns: string, key: string, options?: object) => {
  reading?.add(ns);
  return getResource(lng, ns, key, options);
};

// Pages render one at a time: the language lives in module state (i18next, the locale store), and a render that
// waits for a part's code (React.lazy, the first time this process shows it) must find it as it left it. Rendering
// is CPU work on the one thread anyway; the pages' data is fetched side by side before (withRenderContext).
let rendering: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = rendering.then(work, work);
  rendering = run.catch(() => undefined);
  return run;
}

/**
 * How long a render may wait for its parts' code: a part still loading then is sent as its fallback and rendered by
 * the browser (React's abort), so no render can hold the pages queued behind it.
 */
const RENDER_WAIT_MS = 2_000;

/** The markup of `tree` once every part of it is in, lazy ones included (React's prerender). */
async function markupOf(tree: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree, { signal: AbortSignal.timeout(RENDER_WAIT_MS) });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** 404 when a query of the page found nothing (a product or company that does not exist or that a guest may not see). */
function statusOf(queryClient: QueryClient): number {
  const missing = queryClient
    .getQueryCache()
    .getAll()
    .some((q) => q.state.status === 'error' && isNotFound(q.state.error));
  return missing ? 404 : 200;
}

/**
 * The queries a render created and did not have (a part's own useQuery, enabled, never fetched: the server renders
 * without effects, so nothing fetched them). A page's declared queries (pageQueries) are fetched before it renders;
 * these are the ones it did not declare.
 */
function queriesAskedFor(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => {
      // `enabled` is the observer's option, kept on the query it built.
      const enabled = (q.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
      const on = typeof enabled === 'function' ? enabled(q) : enabled !== false;
      return on && q.state.status === 'pending' && q.state.fetchStatus === 'idle' && q.options.queryFn !== undefined;
    });
}

/** The data block the browser hydrates from: `<` escaped, so no text in it can close the element. */
function stateScript(state: SsrState): string {
  return `<script type="application/json" id="${SSR_STATE_ID}" nonce="${NONCE_SLOT}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;
}

/**
 * Renders a public page as a guest sees it (issue 29): the route's code and texts, the page's declared queries
 * (domain/seo/page-data.ts) fetched in-process, then the render (one page at a time: oneAtATime).
 */
export async function renderPage({ url, locale, dispatch, publicUrl }: PageRenderRequest): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const queryClient = createQueryClient();
  // A failed query renders as failed (the not-found page), not as about to be retried: nothing refetches here.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false } });
  const [context, antdLocale] = await withRenderContext({ dispatch, locale }, async () => {
    const [context, antdLocale] = await Promise.all([handler.query(new Request(url)), loadAntdLocale(locale), texts]);
    if (context instanceof Response) throw new Error('A public page answered a redirect from its loader');
    const params = new URL(url).searchParams;
    const queries = context.matches.flatMap((m) => (m.route.handle as PageDataHandle | undefined)?.pageQueries?.({ params, locale }) ?? []);
    await Promise.all(queries.map((q) => queryClient.prefetchQuery(q)));
    return [context, antdLocale] as const;
  });
  if (context.errors) throw new Error('A route of the page failed on the server');
  const router = createStaticRouter(handler.dataRoutes, context);
  const render = () =>
    oneAtATime(async () => {
      // antd's theme reaches its prebuilt stylesheet as CSS variables, written by cssinjs (app/theme.ts `zeroRuntime`):
      // collected here and sent in the head, antd's documented SSR extraction, so the browser finds them and keeps them.
      const styleCache = createCache();
      const namespaces = new Set<string>();
      void i18n.changeLanguage(locale);
      useLocaleStore.setState({ locale, antdLocale });
      reading = namespaces;
      try {
        const html = await markupOf(
          <StrictMode>
            <StyleProvider cache={styleCache}>
              <AppErrorBoundary>
                <AppProviders queryClient={queryClient}>
                  <StaticRouterProvider router={router} context={context} hydrate={false} />
                </AppProviders>
              </AppErrorBoundary>
            </StyleProvider>
          </StrictMode>,
        );
        return { html, namespaces, styleCache };
      } finally {
        reading = null;
      }
    });
  let pass = await render();
  // What the page asked for beyond its declared queries (a part's dictionary labels): fetched, and the page rendered
  // once more with it, so the HTML never holds a placeholder that the browser fills in (and moves the page with).
  const asked = queriesAskedFor(queryClient);
  if (asked.length) {
    await withRenderContext({ dispatch, locale }, () => Promise.all(asked.map((q) => q.fetch().catch(() => undefined))));
    pass = await render();
  }
  const { html, namespaces, styleCache } = pass;
  const page = new URL(url);
  const seo: SeoContext = {
    baseUrl: publicUrl,
    path: `${page.pathname}${page.search}`,
    locale,
    t: i18n.getFixedT(locale, [...SEO_NAMESPACES]),
    siteName: APP_CONFIG_DEFAULTS.websiteName,
  };
  const pageHead = context.matches.map((m) => (m.route.handle as PageDataHandle | undefined)?.pageHead).find(Boolean);
  const head = pageHead ? pageHead({ params: page.searchParams, locale, queryClient }, seo) : staticPageHead(seo);
  const status = statusOf(queryClient);
  const state: SsrState = {
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData },
    namespaces: [...namespaces] as Namespace[],
  };
  // A not-found page is not hydrated: its failed query is not sent, and the browser draws the same page afresh.
  return {
    status,
    html,
    state: status === 200 ? stateScript(state) : '',
    styles: extractStyle(styleCache),
    head: VIEWER_MARK + headTagsHtml(head),
  };
}

export default { renderPage } satisfies PageRenderer;
