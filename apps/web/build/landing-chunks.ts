import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * The pages visitors land on from outside (a search, a shared link; bench/lighthouse.mjs measures them), as paths
 * under apps/web. Left to automatic splitting, each pulled 25-55 files of 0.1-10 kB (an icon, a hook, an antd
 * component each): on a phone every file is a round trip, and HTTP/1.1's six connections made them queue for a second,
 * while inserting the preload link of each cost the main thread more than the code itself.
 */
export const LANDING_PAGES = {
  home: 'src/features/home/pages/home-page.tsx',
  suppliers: 'src/features/companies/pages/suppliers-page.tsx',
  profile: 'src/features/companies/pages/company-profile-page.tsx',
  login: 'src/features/auth/pages/login-page.tsx',
} as const;

/** The names a module imports from each bare specifier ('*' for a namespace or side-effect import). */
type Imports = Map<string, Set<string>>;

// A clause holds no quote or semicolon, so a match never runs from one statement into the next.
const STATEMENT = /^\s*(import|export)\s+(type\s+)?([^;'"]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;

/** Binding names of an import or re-export clause (`A`, `{ a as b, type c }`, `* as ns`, `*`); '*' means all. */
function namesOf(clause: string, kind: 'import' | 'export'): string[] {
  if (/\*/.test(clause.replace(/\{[\s\S]*\}/, ''))) return ['*'];
  const names: string[] = [];
  const braces = /\{([\s\S]*)\}/.exec(clause);
  if (braces) {
    for (const part of braces[1]!.split(',')) {
      const p = part.trim();
      if (!p || p.startsWith('type ')) continue;
      const [from, as] = p.split(/\s+as\s+/);
      // import { a as b }: the module's export is `a`; export { a as b } from: this barrel exports `b`, taken from `a`.
      names.push(kind === 'import' ? from!.trim() : `${(as ?? from)!.trim()}=${from!.trim()}`);
    }
  }
  const head = clause
    .replace(/\{[\s\S]*\}/, '')
    .replace(/,/g, ' ')
    .trim();
  if (head) names.push(kind === 'import' ? 'default' : `${head}=default`);
  return names;
}

/** The static imports and re-exports of a source file, by specifier. */
function importsOf(code: string): Imports {
  const out: Imports = new Map();
  for (const m of code.matchAll(STATEMENT)) {
    const spec = m[4] ?? m[5]!;
    if (m[2]) continue; // import type / export type
    const names = m[5] ? ['*'] : namesOf(m[3]!, m[1] as 'import' | 'export');
    const set = out.get(spec) ?? new Set<string>();
    for (const n of names) set.add(n);
    out.set(spec, set);
  }
  return out;
}

/**
 * Groups the code of the landing pages by which of them use it: one chunk per set of pages (`landing-home`,
 * `landing-home-suppliers-profile-login`, ...), so a landing page loads its own chunk and the few it shares with the
 * others (at most eight) instead of dozens. The first screen's code (the entry's static imports) stays in the entry's
 * chunks, and code no landing page uses keeps the automatic splitting. A chunk only imports chunks of wider sets, so
 * no cycle can form; a module belongs to exactly one set, hence includeDependenciesRecursively: false.
 *
 * Rolldown's module graph sees a package's index (`antd`, `@ant-design/icons`, `@tanstack/react-query`) import all of
 * the package, so what a page really uses is read from the names our files import, followed through the index's
 * re-exports; inside node_modules every import counts. The sets are computed when the graph is complete (buildEnd),
 * before chunks are made; the page modules themselves stay the entries of their own chunks.
 */
export function landingChunks(pages: Record<string, string> = LANDING_PAGES) {
  const setOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'gembourse:landing-chunks',
    apply: 'build',
    async buildEnd(error) {
      setOf.clear();
      if (error) return;
      const info = (id: string) => this.getModuleInfo(id);
      const ids = [...this.getModuleIds()];
      const isOurs = (id: string) => /[\\/](apps[\\/]web[\\/]src|packages[\\/]contracts[\\/]src)[\\/]/.test(id) && /\.tsx?$/.test(id);
      const read = (id: string) => {
        try {
          return readFileSync(id.split('?')[0]!, 'utf8');
        } catch {
          return '';
        }
      };
      const resolved = new Map<string, string | null>();
      const resolve = async (spec: string, from: string) => {
        const key = `${from}\0${spec}`;
        if (!resolved.has(key)) resolved.set(key, (await this.resolve(spec, from))?.id ?? null);
        return resolved.get(key)!;
      };

      // A package index's exported names, each to the module that defines it ('*' lists the `export *` targets).
      const exportsCache = new Map<string, Map<string, string[]>>();
      const exportsOf = async (barrel: string): Promise<Map<string, string[]>> => {
        const cached = exportsCache.get(barrel);
        if (cached) return cached;
        const map = new Map<string, string[]>();
        exportsCache.set(barrel, map);
        for (const [spec, names] of importsOf(read(barrel))) {
          const target = await resolve(spec, barrel);
          if (!target) continue;
          for (const n of names) {
            const exported = n.includes('=') ? n.split('=')[0]! : n;
            map.set(exported, [...(map.get(exported) ?? []), target]);
          }
        }
        return map;
      };
      // The modules behind `name` of a package index (through nested `export *`), or null when it cannot tell.
      const definers = async (barrel: string, name: string, depth = 0): Promise<string[] | null> => {
        const map = await exportsOf(barrel);
        if (map.has(name)) return map.get(name)!;
        for (const star of map.get('*') ?? []) {
          if (depth > 3) break;
          const found = await definers(star, name, depth + 1);
          if (found) return found;
        }
        return null;
      };

      // What each of our modules really imports from node_modules (named imports followed through the index).
      const edges = new Map<string, string[]>();
      for (const id of ids) {
        if (!isOurs(id)) continue;
        const out = new Set<string>();
        const bare = new Set<string>();
        for (const [spec, names] of importsOf(read(id))) {
          if (spec.startsWith('.') || spec.startsWith('/') || spec.startsWith('@gembourse/')) continue;
          const target = await resolve(spec, id);
          if (!target) continue;
          bare.add(target);
          const wanted = [...names];
          const found = wanted.includes('*') ? null : await Promise.all(wanted.map((n) => definers(target, n)));
          if (!found || found.some((f) => f == null)) out.add(target);
          else for (const f of found.flat()) out.add(f!);
        }
        for (const dep of info(id)?.importedIds ?? []) if (!bare.has(dep)) out.add(dep);
        edges.set(id, [...out]);
      }
      const reach = (from: string, seen: Set<string>) => {
        const stack = [from];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(edges.get(id) ?? info(id)?.importedIds ?? []));
        }
        return seen;
      };

      const initial = new Set<string>();
      for (const id of ids) if (info(id)?.isEntry) reach(id, initial);
      const pagesOf = new Map<string, string[]>();
      for (const [page, file] of Object.entries(pages)) {
        const pageId = ids.find((m) => m.split('?')[0]!.replaceAll('\\', '/').endsWith(`/apps/web/${file}`));
        if (!pageId) continue;
        for (const m of reach(pageId, new Set())) {
          if (initial.has(m) || m === pageId || m.startsWith('\0')) continue;
          pagesOf.set(m, [...(pagesOf.get(m) ?? []), page]);
        }
      }
      for (const [m, names] of pagesOf) setOf.set(m, `landing-${names.join('-')}`);
    },
  };
  const group = {
    name: (id: string) => setOf.get(id) ?? null,
    priority: 10,
    includeDependenciesRecursively: false,
  };
  return { plugin, group };
}
