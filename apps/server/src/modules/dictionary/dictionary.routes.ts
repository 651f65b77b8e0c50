import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DICT_CODES, ZDictCode, ZDictEntry, type DictEntry } from '@gembourse/contracts/dictionary';
import { envelopeOf } from '@gembourse/contracts/envelope-schema';
import { pickText, type Locale } from '@gembourse/contracts/locale';
import { ok } from '../../platform/envelope.ts';
import type { AppDeps } from '../../services.ts';
import type { dictionaryRepository } from './dictionary.repository.ts';

type Row = Awaited<ReturnType<ReturnType<typeof dictionaryRepository>['byCodes']>>[number];
const present = (r: Row, locale: Locale): DictEntry => ({
  dictCode: r.dictCode as DictEntry['dictCode'],
  dataValue: r.dataValue,
  dataLabel: pickText(r.labels, locale),
  parentValue: r.parentValue,
  sort: r.sort,
});

/** GET /api/dictionary/{dictCode} and GET /api/dictionary?codes=a,b: entries with labels in the caller's language. */
export const dictionaryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services }) => {
  const repo = services.dictionary;
  // Reference data changes only with a release: let browsers and proxies keep it for an hour.
  const cache = 'public, max-age=3600';

  app.get(
    '/api/dictionary/:dictCode',
    {
      schema: {
        tags: ['dictionary'],
        summary: 'Entries of one dictionary code',
        params: z.object({ dictCode: ZDictCode }),
        response: { 200: envelopeOf(z.array(ZDictEntry)) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', cache).header('vary', 'lang, accept-language');
      const rows = await repo.byCodes([req.params.dictCode]);
      return ok(rows.map((r) => present(r, req.locale)));
    },
  );

  app.get(
    '/api/dictionary',
    {
      schema: {
        tags: ['dictionary'],
        summary: 'Entries of several dictionary codes, keyed by code',
        querystring: z.object({
          codes: z
            .string()
            .transform((s) => s.split(',').map((c) => c.trim()).filter(Boolean))
            .pipe(z.array(ZDictCode).min(1).max(DICT_CODES.length)),
        }),
        response: { 200: envelopeOf(z.record(z.string(), z.array(ZDictEntry))) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', cache).header('vary', 'lang, accept-language');
      const rows = await repo.byCodes(req.query.codes);
      const out: Record<string, DictEntry[]> = Object.fromEntries(req.query.codes.map((c) => [c, []]));
      for (const r of rows) out[r.dictCode].push(present(r, req.locale));
      return ok(out);
    },
  );
};
