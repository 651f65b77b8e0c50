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

const LOCALE = Symbol('locale');

type WithLocale = FastifyRequest & { [LOCALE]?: Locale };

/**
 * Every request's locale, read from its headers once, when first asked for (an error's message, a translated answer,
 * the answer cache's key), so even early errors answer in the caller's language. A getter rather than an onRequest
 * hook: most answers never ask, and the hook ran on every request (issue 9, the cost of a request).
 */
export const requestLocale = fp(async (app) => {
  app.decorateRequest(LOCALE, undefined);
  app.decorateRequest('locale', {
    getter(this: WithLocale): Locale {
      return (this[LOCALE] ??= localeOfHeaders(this.headers));
    },
    setter(this: WithLocale, locale: Locale) {
      this[LOCALE] = locale;
    },
  });
});
