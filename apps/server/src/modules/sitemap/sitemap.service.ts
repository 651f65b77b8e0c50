import {
  absoluteUrl,
  alternateUrls,
  canonicalUrl,
  CONTENT_PAGES,
  entityUrls,
  sitemapPath,
  SITEMAP_KINDS,
  type PublicEntity,
  type SitemapKind,
} from '@gembourse/contracts/public-urls';
import { DEFAULT_LOCALE } from '@gembourse/contracts/locale';
import { sitemapIndexXml, URLSET_CLOSE, URLSET_OPEN, urlEntry } from './sitemap.presenter.ts';

// The sitemap index and its sitemaps (issue 29). An entity kind's file n holds the entities a guest may open with id
// in ((n-1)*K, n*K] for K URLs per file (50,000 at most, sitemaps.org's limit), so:
// - the index needs the highest id only, never a count of a million rows (ARCHITECTURE §2: no exact COUNT(*));
// - a file is one range of the primary key, read in keyset batches and written out batch by batch (no file is ever
//   whole in memory), and an entity stays in the same file for life, so crawlers see few files change;
// - a file holds fewer than K URLs where ids were deleted or are not public (docs/decisions.md "Sitemap").

/** The guest-visible rows of one entity kind, as the owning module reads them. */
export interface SitemapSource {
  /** The table's highest id (0: empty): where its last file ends. */
  maxId(): Promise<number>;
  /** The rows a guest may open with `after` < id <= `upTo`, by id, at most `limit`; lastmod a W3C datetime. */
  rows(after: number, upTo: number, limit: number): Promise<{ id: number; lastmod: string }[]>;
}

export interface SitemapDeps {
  publicUrl: string;
  /** URLs per file of an entity kind (SITEMAP_URLS_PER_FILE, at most 50,000). */
  urlsPerFile: number;
  /** Rows per query of a file (SITEMAP_BATCH unless a test says otherwise). */
  batchSize?: number;
  products: SitemapSource;
  companies: SitemapSource;
  /** When the texts a content page shows last changed (null: it shows none of its own). */
  contentChangedAt(path: string): Promise<string | null>;
}

/**
 * Rows per query of a file. At 1,000,000 products 1,000 and 5,000 stream equally fast (8-11 s for every product
 * sitemap); the server's RSS rose 73-90 MB with 1,000, 91 with 2,000 and 123 with 5,000 (docs/benchmarks.md "Sitemap").
 */
export const SITEMAP_BATCH = 1_000;

/**
 * Entries per written piece: about 70 kB, so each piece dies young. A piece of a whole batch (3.6 MB) lands in V8's
 * large-object space, which only a full collection frees: the server's RSS rose 118 MB over 200,000 products so.
 */
const ENTRIES_PER_PIECE = 100;

const ENTITY_OF: Record<Exclude<SitemapKind, 'content'>, PublicEntity> = { products: 'product', companies: 'company' };

/** The sitemaps of the site at deps.publicUrl. */
export function sitemapService(deps: SitemapDeps) {
  const { publicUrl, urlsPerFile } = deps;
  const batchSize = deps.batchSize ?? SITEMAP_BATCH;
  const sources: Record<Exclude<SitemapKind, 'content'>, SitemapSource> = { products: deps.products, companies: deps.companies };

  /** How many files a kind has: at least one, so every kind's first file exists (perhaps empty). */
  async function filesOf(kind: SitemapKind): Promise<number> {
    if (kind === 'content') return 1;
    return Math.max(1, Math.ceil((await sources[kind].maxId()) / urlsPerFile));
  }

  async function* entityFile(kind: Exclude<SitemapKind, 'content'>, file: number): AsyncGenerator<string> {
    const urls = entityUrls(publicUrl, ENTITY_OF[kind]);
    const upTo = file * urlsPerFile;
    let after = (file - 1) * urlsPerFile;
    yield URLSET_OPEN;
    for (;;) {
      const rows = await sources[kind].rows(after, upTo, batchSize);
      for (let i = 0; i < rows.length; i += ENTRIES_PER_PIECE) {
        let piece = '';
        for (const row of rows.slice(i, i + ENTRIES_PER_PIECE)) {
          const { canonical, alternates } = urls(row.id);
          piece += urlEntry({ loc: canonical, lastmod: row.lastmod, alternates });
        }
        yield piece;
      }
      if (rows.length < batchSize) break;
      after = rows[rows.length - 1]!.id;
    }
    yield URLSET_CLOSE;
  }

  async function* contentFile(): AsyncGenerator<string> {
    const lastmods = await Promise.all(CONTENT_PAGES.map((path) => deps.contentChangedAt(path)));
    yield URLSET_OPEN;
    yield CONTENT_PAGES.map((path, i) =>
      urlEntry({ loc: canonicalUrl(publicUrl, path, DEFAULT_LOCALE), lastmod: lastmods[i], alternates: alternateUrls(publicUrl, path) }),
    ).join('');
    yield URLSET_CLOSE;
  }

  return {
    /** The sitemap index: every file of every kind, by absolute URL. */
    async index(): Promise<string> {
      const counts = await Promise.all(SITEMAP_KINDS.map(filesOf));
      const locs = SITEMAP_KINDS.flatMap((kind, k) =>
        Array.from({ length: counts[k]! }, (_, i) => absoluteUrl(publicUrl, sitemapPath(kind, i + 1))),
      );
      return sitemapIndexXml(locs);
    },
    /** The pieces of file `file` of `kind`, to stream in order; null past the kind's last file. */
    async file(kind: SitemapKind, file: number): Promise<AsyncIterable<string> | null> {
      if (file > (await filesOf(kind))) return null;
      return kind === 'content' ? contentFile() : entityFile(kind, file);
    },
  };
}
export type SitemapService = ReturnType<typeof sitemapService>;
