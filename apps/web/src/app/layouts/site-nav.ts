import type { KeyOf } from '../../shared/i18n/keys.ts';

/** One entry of the public top navigation. */
export interface SiteNavItem {
  key: string;
  path: string;
  /** i18n key in the common namespace. */
  label: KeyOf<'common'>;
  /** Other paths that belong to this entry (detail pages). */
  also?: string[];
}

/** The public site's top navigation (SPEC §2 screens open without login; News has no route yet). */
export const SITE_NAV: SiteNavItem[] = [
  { key: 'home', path: '/home/index', label: 'nav.home' },
  { key: 'suppliers', path: '/home/suppliers', label: 'nav.suppliers', also: ['/home/company-profile'] },
  { key: 'products', path: '/home/product', label: 'nav.products', also: ['/home/product-detail'] },
  { key: 'events', path: '/home/event', label: 'nav.events', also: ['/home/event-detail'] },
  { key: 'knowledge', path: '/home/knowledge', label: 'nav.knowledge', also: ['/home/knowledge-detail'] },
  { key: 'leads', path: '/home/leads', label: 'nav.leads' },
  { key: 'about', path: '/home/about', label: 'nav.about' },
];

/** The nav key a path belongs to, if any. */
export function navKeyOf(pathname: string): string | undefined {
  const p = pathname.toLowerCase();
  return SITE_NAV.find((item) => item.path === p || item.also?.includes(p))?.key;
}
