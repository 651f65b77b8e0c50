import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLocale } from './request-locale.ts';

describe("the request's locale", () => {
  it('comes from the lang header, else Accept-Language, else English, and can be set', async () => {
    const app = Fastify();
    await app.register(requestLocale);
    app.get('/locale', async (req) => ({ locale: req.locale }));
    app.get('/set', async (req) => {
      req.locale = 'tr';
      return { locale: req.locale };
    });
    const localeOf = async (url: string, headers: Record<string, string> = {}) =>
      (await app.inject({ method: 'GET', url, headers })).json<{ locale: string }>().locale;
    expect(await localeOf('/locale')).toBe('en');
    expect(await localeOf('/locale', { lang: 'zh_TW', 'accept-language': 'tr-TR,tr;q=0.9' })).toBe('zh-tw');
    expect(await localeOf('/locale', { 'accept-language': 'tr-TR,tr;q=0.9' })).toBe('tr');
    expect(await localeOf('/locale', { 'accept-language': 'fr-FR' })).toBe('en');
    expect(await localeOf('/set', { lang: 'zh_CN' })).toBe('tr');
    await app.close();
  });
});
