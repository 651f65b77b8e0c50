import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, normalizeLocale, type Locale } from '@gembourse/contracts/locale';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language from the `lang` header (en_US, zh_CN, zh_TW, tr_TR), else Accept-Language, else en. */
    locale: Locale;
  }
}

/** The caller's language from a request's headers (also for errors Fastify raises before any hook has run). */
export function localeOfHeaders(headers: FastifyRequest['headers']): Locale {
  const header = headers.lang;
  const accept = headers['accept-language']?.split(',')[0]?.split(';')[0];
  return normalizeLocale(typeof header === 'string' ? header : undefined) ?? normalizeLocale(accept) ?? DEFAULT_LOCALE;
}

/** Resolves every request's locale once, before validation, so even early errors answer in the caller's language. */
export const requestLocale = fp(async (app) => {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  // Not an async function: no promise per request for a hook that never waits (issue 9, the cost of a request).
  app.addHook('onRequest', (req, _reply, done) => {
    req.locale = localeOfHeaders(req.headers);
    done();
  });
});
