import { findPage } from '@gembourse/contracts/pages';
import type { SectionOf } from '../../shared/i18n/keys.ts';
import type { SeoContext } from './head-tags.ts';

/** Pages with a generic description of their own (pages:seo.description.<page name>); others get the site's. */
const DESCRIBED = [
  'Home',
  'Suppliers',
  'ProductList',
  'ProductDetail',
  'CompanyProfile',
  'About',
  'Contact',
  'Support',
  'Login',
  'Register',
] as const satisfies readonly SectionOf<'pages', 'seo.description'>[];
type Described = (typeof DESCRIBED)[number];

const isDescribed = (name: string | undefined): name is Described => (DESCRIBED as readonly string[]).includes(name ?? '');

/** The translated description of the page at `path`: what a page says of itself when its data has no text. */
export function genericDescription(ctx: SeoContext, path: string): string {
  const name = findPage(new URL(path, 'http://x').pathname)?.name;
  return isDescribed(name)
    ? ctx.t(`pages:seo.description.${name}`, { site: ctx.siteName })
    : ctx.t('pages:seo.description.default', { site: ctx.siteName });
}
