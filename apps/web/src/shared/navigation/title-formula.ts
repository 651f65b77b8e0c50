import { findPage } from '@gembourse/contracts/pages';
import type { KeyOf } from '../i18n/keys.ts';

// The one formula of a page's title, for the browser tab (app/document-title.tsx) and for the <title> and og:title a
// server-rendered page carries (domain/seo): pure, so the server computes the same string the tab shows after hydration.

/** The page table's title of `pathname` (menu namespace, `menu.<name>`), or null for a path the table does not know. */
export function tableTitleOf(pathname: string, menuT: (key: KeyOf<'menu'>) => string): string | null {
  const def = findPage(pathname);
  return def ? menuT(def.name as KeyOf<'menu'>) : null;
}

/** The page's own name: the most specific one known (the thing it shows, a layout's title, the page table's). */
export function pageNameOf(parts: { detail?: string | null; page?: string | null; table?: string | null }): string | null {
  return parts.detail || parts.page || parts.table || null;
}

/** The document title: the most specific name of the page, then the site's name ("Suppliers · GemBourse"). */
export function documentTitleOf(parts: { detail?: string | null; page?: string | null; table?: string | null }, site: string): string {
  const name = pageNameOf(parts);
  return name ? `${name} · ${site}` : site;
}
