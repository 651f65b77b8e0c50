import type { RenderedPage } from '@gembourse/contracts/page-render';

// Guests' rendered pages shared for a few seconds (issue 29): a guest's page depends only on its address and
// language, and its data on the API's guest answers, which are themselves shared for GUEST_ANSWER_CACHE_SECONDS
// (platform/http/answer-cache.ts): the page is kept as long, so it is never staler than the answers it was made of,
// and a busy page is rendered once per that many seconds instead of once per visitor.

interface Entry {
  page: Promise<RenderedPage>;
  until: number;
}

/** A cache of rendered pages by key, `ttlSeconds` long (0: none), at most `maxEntries` (the oldest goes first). */
export function renderedPageCache(ttlSeconds: number, maxEntries = 500) {
  const entries = new Map<string, Entry>();
  return {
    /** The page at `key`: the kept one, or `render()`'s (concurrent misses of one key share one render). */
    get(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
      if (ttlSeconds <= 0) return render();
      const now = Date.now();
      const kept = entries.get(key);
      if (kept && kept.until > now) return kept.page;
      const page = render();
      entries.delete(key);
      entries.set(key, { page, until: now + ttlSeconds * 1000 });
      // A failed render is not kept: the next visitor tries again.
      page.catch(() => entries.delete(key));
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return page;
    },
  };
}
