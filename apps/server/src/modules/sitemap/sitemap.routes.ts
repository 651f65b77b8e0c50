import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sitemapApi as api } from '@gembourse/contracts/sitemap.api';
import { notFound } from '../../platform/errors.ts';
import { preferredEncoding, varyWithAcceptEncoding } from '../../platform/http/content-negotiation.ts';
import { route } from '../../platform/http/route.ts';
import type { AppDeps } from '../../services.ts';
import { robotsText } from './robots.ts';

/** Crawlers come back often enough; a few minutes keeps a proxy from asking for a million rows on every fetch. */
const SITEMAP_CACHE = 'public, max-age=300';
const XML = 'application/xml; charset=utf-8';

/**
 * The pieces as the response body, compressed on the way when the client accepts it (the response-encoding hook
 * compresses bodies in memory only; a sitemap of 50,000 URLs is about 35 MB of XML and about 20x smaller with gzip).
 * A HEAD gets the headers alone: Fastify drains a HEAD's stream, which would walk the file's rows for nothing.
 */
function streamBody(req: FastifyRequest, reply: FastifyReply, pieces: AsyncIterable<string>) {
  const source = Readable.from(req.method === 'HEAD' ? [] : pieces, { objectMode: false });
  reply.header('vary', varyWithAcceptEncoding(reply.getHeader('vary')));
  const encoding = req.method === 'HEAD' ? null : preferredEncoding(req.headers['accept-encoding']);
  if (!encoding) return reply.send(source);
  // Fast settings: XML this repetitive compresses well even so, and a file is written once per crawl, not built.
  const zip =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
      : createGzip({ level: 4 });
  pipeline(source, zip).catch((err: unknown) => req.log.warn({ err }, 'sitemap stream ended early'));
  return reply.header('content-encoding', encoding).send(zip);
}

/** robots.txt and the sitemaps (issue 29): public, answered before the SPA's fallback could take their paths. */
export const sitemapRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { config, services }) => {
  const { sitemap } = services;
  const robots = robotsText(config.publicUrl);

  route(app, api.robots, async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
  route(app, api.index, async (_req, reply) =>
    reply
      .type(XML)
      .header('cache-control', SITEMAP_CACHE)
      .send(await sitemap.index()),
  );
  route(app, api.sitemap, async (req, reply) => {
    const pieces = await sitemap.file(req.params.kind, req.params.file);
    if (!pieces) throw notFound();
    reply.type(XML).header('cache-control', SITEMAP_CACHE);
    return streamBody(req, reply, pieces);
  });
};
