import { describe, expect, it } from 'vitest';
import { ZCatalogueQuery } from '@gembourse/contracts/catalogue-search';
import { CATALOGUE_PATH, FORMER_CATALOGUE_KEYWORDS } from '@gembourse/contracts/search-links';
import { buildBanners } from './content-pages.ts';

describe('demo banners', () => {
  it('link into the catalogue with parameters the catalogue reads (issue 28: keyword= and immediate=1 were ignored)', () => {
    const links = buildBanners()
      .map((b) => new URL(b.link!, 'http://x'))
      .filter((u) => u.pathname === CATALOGUE_PATH);
    expect(links.length).toBeGreaterThan(0);
    for (const url of links) {
      const params = Object.fromEntries(url.searchParams);
      for (const former of FORMER_CATALOGUE_KEYWORDS) expect(params, url.search).not.toHaveProperty(former);
      expect(ZCatalogueQuery.strict().safeParse(params).success, url.search).toBe(true);
    }
  });
});
