import type { EnglishResources } from '../../locales/en/resources.ts';

/** Every translation namespace: each locale folder holds one JSON file per namespace (locales/<lang>/<ns>.json). */
export const NAMESPACES = [
  'common',
  'errors',
  'pages',
  'home',
  'auth',
  'account',
  'member',
  'workspace',
  'menu',
  'companies',
  'company',
  'contact',
  'companyEditor',
  'console',
  'legal',
  'showroom',
  'favorites',
  'productEditor',
  'catalogue',
  'productDetail',
  'messaging',
  'notifications',
  'manage',
  'billing',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * Texts the shell needs on first paint (header, footer, error pages, API and form errors, every page's title in the
 * `menu` namespace): English ships in the entry
 * chunk, the visitor's language loads before the first paint. Every other namespace loads with the route or the box
 * that uses it (app/page-namespaces.ts).
 */
export const EAGER_NAMESPACES = ['common', 'errors', 'pages', 'menu'] as const satisfies readonly Namespace[];

// A namespace listed here without its English file (or the reverse) fails tsc here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const namespacesMatchFiles: Same<Namespace, keyof EnglishResources> = true;
void namespacesMatchFiles;
