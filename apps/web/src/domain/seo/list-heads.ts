import type { CatalogueAnswer } from '@gembourse/contracts/catalogue-search';
import type { CompanyListAnswer } from '@gembourse/contracts/company';
import { withoutFormerKeywords } from '@gembourse/contracts/search-links';
import { companyNames } from '../companies/company-names.ts';
import { baseHead } from './base-head.ts';
import { catalogueStep, directoryStep, trail } from './breadcrumbs.ts';
import { genericDescription } from './generic-description.ts';
import type { HeadTags, SeoContext } from './head-tags.ts';
import { itemList } from './json-ld.ts';
import { entityUrl, pagePathOf } from './page-urls.ts';

/**
 * The canonical path of a catalogue URL: its filters, keyword (under its current name: an old link's `keyword=` is
 * the same search as `q=`), sort and page, without presentation parameters.
 */
function cataloguePathOf(path: string): string {
  const url = new URL(pagePathOf(path), 'http://x');
  const renamed = withoutFormerKeywords(url.searchParams);
  const query = (renamed ?? url.searchParams).toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/**
 * /home/product (with its filters from the URL): ItemList of the products on the page as the search answered them
 * (the guest's first results on the server), BreadcrumbList Home › Products. `answer` is undefined while the search
 * has not answered (a client navigation): the head then has no list.
 */
export function catalogueHead(answer: CatalogueAnswer | undefined, ctx: SeoContext): HeadTags {
  const path = cataloguePathOf(ctx.path);
  const items = (answer?.list ?? []).map((p) => ({ name: p.name, url: entityUrl(ctx.baseUrl, 'product', p.id, ctx.locale) }));
  const offset = answer ? (answer.page - 1) * answer.pageSize : 0;
  return baseHead(ctx, {
    path,
    description: genericDescription(ctx, path),
    jsonLd: [...(items.length ? [itemList(items, offset)] : []), trail(ctx, catalogueStep(ctx))],
  });
}

/** /home/suppliers: ItemList of the suppliers on the page, by the name this reader reads; Home › Suppliers. */
export function directoryHead(page: CompanyListAnswer | undefined, ctx: SeoContext): HeadTags {
  const path = pagePathOf(ctx.path);
  const items = (page?.list ?? []).map((c) => ({
    name: companyNames(c, ctx.locale).title,
    url: entityUrl(ctx.baseUrl, 'company', c.id, ctx.locale),
  }));
  const offset = page ? (page.pageNum - 1) * page.pageSize : 0;
  return baseHead(ctx, {
    path,
    description: genericDescription(ctx, path),
    jsonLd: [...(items.length ? [itemList(items, offset)] : []), trail(ctx, directoryStep(ctx))],
  });
}
