import { LEGAL_PAGE_SLUGS, type ContentPage } from '@gembourse/contracts/content-pages';
import type { Locale } from '@gembourse/contracts/locale';
import { notFound } from '../../platform/errors.ts';
import { presentPage } from './content-pages.presenter.ts';
import type { ContentPagesRepository } from './content-pages.repository.ts';

/** Static pages are public: anyone, logged in or not, reads them (the registration form links them). */
export function contentPagesService(repo: ContentPagesRepository) {
  return {
    /** The page `slug` in `locale`; 404 when no such page exists. */
    async page(slug: string, locale: Locale): Promise<ContentPage> {
      const row = await repo.bySlug(slug);
      if (!row) throw notFound();
      return presentPage(row, locale);
    },
    /**
     * When the texts a public page shows last changed (the sitemap's lastmod), or null for a page that shows none of
     * them: the about page shows the about text and the legal texts in its tabs.
     */
    async textsChangedAt(path: string): Promise<string | null> {
      return path === '/home/about' ? repo.lastChanged(['about', ...LEGAL_PAGE_SLUGS]) : null;
    },
  };
}
