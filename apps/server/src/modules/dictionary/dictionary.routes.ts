import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dictionaryApi as api } from '@gembourse/contracts/dictionary.api';
import { route } from '../../platform/http/route.ts';
import type { AppDeps } from '../../services.ts';

// Reference data changes only with a release: let browsers and proxies keep it for an hour, per language, and
// compute each answer once an hour at most in the process (platform/http/answer-cache.ts).
const CACHE = 'public, max-age=3600';
const SHARED = { cache: { shared: 'everyone', ttlSeconds: 3600 } } as const;

/** GET /api/dictionary/{dictCode} and GET /api/dictionary?codes=a,b: entries with labels in the caller's language. */
export const dictionaryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services }) => {
  const service = services.dictionary;

  route(
    app,
    api.entries,
    async (req, reply) => {
      reply.header('cache-control', CACHE).header('vary', 'lang, accept-language');
      return service.entries(req.params.dictCode, req.locale);
    },
    SHARED,
  );

  route(
    app,
    api.entriesOf,
    async (req, reply) => {
      reply.header('cache-control', CACHE).header('vary', 'lang, accept-language');
      return service.entriesOf(req.query.codes, req.locale);
    },
    SHARED,
  );
};
