import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGES, type PageName } from '../../../packages/contracts/src/pages.ts';

const ROUTER = path.resolve(import.meta.dirname, '../src/app/router.tsx');
// `Home: from(() => import('../features/home/pages/home-page.tsx'), 'HomePage'),` in PAGE_MODULES of router.tsx.
const ENTRY = /^\s*(\w+): from\(\s*\(\) => import\('([^']+)'\)/gm;

/**
 * The module of every public page (PAGES of packages/contracts, face 'public'), read from the router's PAGE_MODULES:
 * the one place that names a page's code. The build gets each public page its own copy of index.html that links the
 * page's stylesheets and preloads its code (page-preloads.ts), since the server renders the page into it (issue 29)
 * and its markup must be styled at first paint. A public page whose module is not found there fails the build.
 */
export function publicPageModules(): Partial<Record<PageName, string>> {
  const source = readFileSync(ROUTER, 'utf8');
  const modules = new Map([...source.matchAll(ENTRY)].map(([, name, file]) => [name, path.posix.join('src/app', file!)]));
  const pages: Partial<Record<PageName, string>> = {};
  for (const page of PAGES.filter((p) => p.face === 'public')) {
    const module = modules.get(page.name);
    if (!module) throw new Error(`public-page-modules: no module for the public page ${page.name} in src/app/router.tsx`);
    pages[page.name] = module;
  }
  return pages;
}
