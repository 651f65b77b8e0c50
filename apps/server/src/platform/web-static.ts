import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@gembourse/contracts/errors';
import { sendError } from './error-handler.ts';

const API_PREFIXES = ['/api/', '/im-api/', '/ws', '/uploads/'];

/**
 * Serves the built SPA and uploaded files. Hashed assets are cached for a year, index.html never; any other
 * GET that asks for HTML gets index.html (history fallback); everything else that is unknown answers a 404 envelope.
 */
export const webStatic = fp<{ webDist: string; uploadsDir: string }>(async (app, opts) => {
  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
  });
  const hasSpa = existsSync(path.join(opts.webDist, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: '/',
      wildcard: true,
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', opts.webDist);
  // The static plugin does not list directories, so the root needs its own route.
  if (hasSpa) app.get('/', { schema: { hide: true } }, (_req, reply) => sendIndex(reply));
  app.setNotFoundHandler((req, reply) => {
    const isApi = API_PREFIXES.some((p) => req.url.startsWith(p));
    const wantsHtml = (req.headers.accept ?? '').includes('text/html');
    if (hasSpa && !isApi && (req.method === 'GET' || req.method === 'HEAD') && wantsHtml) return sendIndex(reply);
    return sendError(reply, req, ErrorCode.NOT_FOUND, 'notFound');
  });
});
