import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Locale } from '@gembourse/contracts/locale';
import { PRODUCT_IMPORT_LIMITS, XLSX_MIME } from '@gembourse/contracts/product-import';
import { productImportApi as api } from '@gembourse/contracts/product-import.api';
import { requireAuth } from '../../platform/auth/auth-context.ts';
import { route } from '../../platform/http/route.ts';
import { translate, type MessageKey } from '../../platform/i18n/messages.ts';
import { byUser, rateLimits } from '../../platform/rate-limits.ts';
import type { AppDeps } from '../../services.ts';
import { receiveFile } from '../uploads/uploads.routes.ts';

/** Building or reading a workbook costs more than a page: a cap keeps one member from keeping the CPU busy. */
const WORKBOOK_LIMIT = [{ name: 'product-workbook', max: 20, windowMs: 60_000, key: byUser }];

/** Sends a workbook as a download named in the caller's language (RFC 5987 `filename*`, ASCII `filename` beside it). */
function sendWorkbook(reply: FastifyReply, file: Buffer, name: MessageKey, locale: Locale) {
  const day = new Date().toISOString().slice(0, 10);
  const ascii = `${translate(name, 'en')}-${day}.xlsx`;
  const local = `${translate(name, locale)}-${day}.xlsx`;
  return reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(local)}`)
    .header('cache-control', 'no-store')
    .send(file);
}

/** The Excel import and export of the showroom's products (issue 10 item 7). */
export const productImportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { services }) => {
  // Registered here as in the uploads module: only the import takes a multipart body.
  await app.register(multipart, { limits: { fileSize: PRODUCT_IMPORT_LIMITS.fileMaxBytes, files: 1 } });
  const { productImport } = services;
  const preHandler = rateLimits(app, WORKBOOK_LIMIT);

  route(
    app,
    api.template,
    async (req, reply) => sendWorkbook(reply, await productImport.template(requireAuth(req), req.locale), 'importFileTemplate', req.locale),
    { preHandler },
  );
  route(
    app,
    api.start,
    async (req) => {
      const auth = requireAuth(req);
      // Over 2 MB is refused while streaming (nothing larger is buffered), before the content is looked at.
      const file = await receiveFile(req, PRODUCT_IMPORT_LIMITS.fileMaxBytes);
      return productImport.start(auth, file.data, req.locale);
    },
    { preHandler },
  );
  route(app, api.status, async (req) => productImport.status(requireAuth(req), req.params.jobId, req.locale));
  route(app, api.report, async (req, reply) =>
    sendWorkbook(reply, await productImport.report(requireAuth(req), req.params.jobId), 'importFileReport', req.locale),
  );
  route(
    app,
    api.export,
    async (req, reply) =>
      sendWorkbook(reply, await productImport.export(requireAuth(req), req.body.ids, req.locale), 'importFileExport', req.locale),
    { preHandler },
  );
};
