import { CATALOGUE_PATH, DIRECTORY_PATH } from '@gembourse/contracts/search-links';
import { canonicalUrl } from '@gembourse/contracts/public-urls';
import type { SeoContext } from './head-tags.ts';
import { breadcrumbList } from './json-ld.ts';

const HOME_PATH = '/home/index';

/** The trail's first step, the home page, in the context's language. */
function home(ctx: SeoContext) {
  return { name: ctx.t('common:nav.home'), url: canonicalUrl(ctx.baseUrl, HOME_PATH, ctx.locale) };
}

/** Home › Products (the catalogue), the parent of every product page. */
export function catalogueStep(ctx: SeoContext) {
  return { name: ctx.t('common:nav.products'), url: canonicalUrl(ctx.baseUrl, CATALOGUE_PATH, ctx.locale) };
}

/** Home › Suppliers (the directory), the parent of every company profile. */
export function directoryStep(ctx: SeoContext) {
  return { name: ctx.t('common:nav.suppliers'), url: canonicalUrl(ctx.baseUrl, DIRECTORY_PATH, ctx.locale) };
}

/** The BreadcrumbList of a page: home, then `steps` (the last one is the page itself). */
export function trail(ctx: SeoContext, ...steps: { name: string; url: string }[]) {
  return breadcrumbList([home(ctx), ...steps]);
}
