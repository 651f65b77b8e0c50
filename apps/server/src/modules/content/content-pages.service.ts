import type { ContentPage } from '@gembourse/contracts/content-pages';
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
  };
}
