import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@gembourse/contracts/errors';
import { PAGE_HTML_DIR } from '@gembourse/contracts/pages';
import { sendError } from './error-handler.ts';
import { cspWithNonce } from './http/security-headers.ts';
import { canonicalAddress, isRenderedPage, loadPageRenderer, localeOfPage, renderFor, withVisitorLanguage } from './page-render.ts';
import { antdStylesheetHref, pageHtml } from './page-html.ts';
import { criticalCss } from './critical-css.ts';
import { renderedPages } from './rendered-pages.ts';

const NOT_PAGES = /^\/(api|im-api|ws|uploads)(\/|$|\?)/;

/** The URL paths that have their own index.html under dist/pages (`/home/login` for pages/home/login.html). */
function pagesWithOwnHtml(webDist: string): Set<string> {
  const dir = path.join(webDist, PAGE_HTML_DIR);
  if (!existsSync(dir)) return new Set();
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  return new Set(files.filter((f) => f.endsWith('.html')).map((f) => `/${f.split(path.sep).join('/').slice(0, -'.html'.length)}`));
}

/**
 * Whether an unknown URL is a page of the SPA, answered with index.html (history fallback): a GET or HEAD outside the
 * API, socket and upload paths that a browser asks for as HTML, or that has no file extension and is asked for by a
 * client without a preference (no Accept, or `*\/*`, as curl and scripts send). A missing asset (`/assets/x.js`)
 * asked for without HTML stays a 404.
 */
export function isPageRequest(method: string, url: string, accept: string | undefined): boolean {
  if ((method !== 'GET' && method !== 'HEAD') || NOT_PAGES.test(url)) return false;
  const wanted = (accept ?? '').trim();
  if (wanted.includes('text/html')) return true;
  const pathname = url.split(/[?#]/, 1)[0];
  const hasExtension = /\.[A-Za-z0-9]+$/.test(pathname.slice(pathname.lastIndexOf('/') + 1));
  return !hasExtension && (wanted === '' || wanted === '*/*');
}

/**
 * Serves the built SPA and uploaded files. Hashed assets are cached for a year, index.html never; page URLs
 * (isPageRequest) get index.html, or a landing page's own copy of it; everything else that is unknown answers a 404 envelope. The SPA's files, index.html
 * included, go out precompressed (brotli or gzip, made at build time) to browsers that accept it.
 */
export const webStatic = fp<{ webDist: string; uploadsDir: string; publicUrl: string; pageCacheSeconds: number }>(async (app, opts) => {
  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    // Half-written files live in uploads/.tmp (disk-storage.ts); dot paths are never served.
    dotfiles: 'ignore',
    maxAge: '7d',
  });
  const hasSpa = existsSync(path.join(opts.webDist, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: '/',
      wildcard: true,
      index: false,
      // The build writes a .br and a .gz beside every compressible file (apps/web/vite.config.ts); the one the
      // browser accepts is sent (Vary: Accept-Encoding), the plain file to a client that accepts neither.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // A landing page gets its own copy, which also preloads the page's code (one round trip less on a phone).
  const ownHtml = pagesWithOwnHtml(opts.webDist);
  const shellOf = (pathname: string) => (ownHtml.has(pathname) ? `${PAGE_HTML_DIR}${pathname}.html` : 'index.html');
  // The public pages are rendered here (issue 29) when the web build has its renderer (apps/web/dist-ssr).
  const renderer = hasSpa ? await loadPageRenderer(path.resolve(opts.webDist, '../dist-ssr/entry-server.js')) : undefined;
  const templates = new Map<string, string>();
  const templateOf = (file: string) => {
    let html = templates.get(file);
    if (html === undefined) templates.set(file, (html = readFileSync(path.join(opts.webDist, file), 'utf8')));
    return html;
  };
  const pages = renderedPages(app, opts.pageCacheSeconds);
  // The rules of antd's stylesheet each rendered page uses, inline (critical-css.ts): prepared once per process.
  const antdHref = renderer ? antdStylesheetHref(templateOf('index.html')) : undefined;
  const antdFile = antdHref ? path.join(opts.webDist, antdHref) : undefined;
  const antdCssOf = antdFile && existsSync(antdFile) ? criticalCss(readFileSync(antdFile, 'utf8')) : () => '';
  const sendIndex = async (req: FastifyRequest, reply: FastifyReply) => {
    const pathname = req.url.split(/[?#]/, 1)[0]!;
    if (renderer && isRenderedPage(pathname)) {
      const url = new URL(req.url, 'http://page.invalid');
      const moved = canonicalAddress(url);
      if (moved) return reply.redirect(moved, 301);
      const locale = localeOfPage(url);
      if (!locale)
        return reply
          .header('cache-control', 'no-cache')
          .header('vary', 'cookie')
          .redirect(withVisitorLanguage(url, req.headers.cookie), 302);
      try {
        const page = await pages.page(req, url, async () => {
          const rendered = await renderFor(app, renderer, req, url, locale, opts.publicUrl);
          return { ...rendered, antdCss: antdCssOf(rendered.html) };
        });
        const nonce = randomBytes(16).toString('base64');
        return reply
          .code(page.status)
          .header('cache-control', 'no-cache')
          .header('content-security-policy', cspWithNonce(nonce))
          .type('text/html; charset=utf-8')
          .send(pageHtml(templateOf(shellOf(pathname)), page, locale, nonce));
      } catch (error) {
        // The shell still works: the browser renders the page as it did before server rendering.
        req.log.error({ err: error, url: req.url }, 'page render failed; the shell was sent');
      }
    }
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile(shellOf(pathname), opts.webDist);
  };
  // The static plugin does not list directories, so the root needs its own route.
  if (hasSpa) app.get('/', { schema: { hide: true } }, (req, reply) => sendIndex(req, reply));
  app.setNotFoundHandler((req, reply) => {
    if (hasSpa && isPageRequest(req.method, req.url, req.headers.accept)) return sendIndex(req, reply);
    return sendError(reply, req, ErrorCode.NOT_FOUND, 'notFound');
  });
});
