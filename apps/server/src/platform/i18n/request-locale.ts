import fp from 'fastify-plugin';
import { DEFAULT_LOCALE, normalizeLocale, type Locale } from '@gembourse/contracts/locale';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language from the `lang` header (en_US, zh_CN, zh_TW, tr_TR), else Accept-Language, else en. */
    locale: Locale;
  }
}

/** Resolves every request's locale once, before validation, so even early errors answer in the caller's language. */
export const requestLocale = fp(async (app) => {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.addHook('onRequest', async (req) => {
    const header = req.headers.lang;
    const accept = req.headers['accept-language']?.split(',')[0]?.split(';')[0];
    req.locale = normalizeLocale(typeof header === 'string' ? header : undefined) ?? normalizeLocale(accept) ?? DEFAULT_LOCALE;
  });
});
