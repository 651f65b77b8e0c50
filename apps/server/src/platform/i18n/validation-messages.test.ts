import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ErrorCode } from '@gembourse/contracts/errors';
import { equalTo, ZChinaMobile, ZHttpUrl, ZIpAddress } from '@gembourse/contracts/primitives';
import { ZProductInfoInput } from '@gembourse/contracts/product-editor';
import { errorHandler } from '../error-handler.ts';
import { zodSchemaController } from '../http/schema-compilers.ts';
import { fieldMessage } from './validation-messages.ts';
import { requestLocale } from './request-locale.ts';

// A route with the SPEC §5 rules the contracts offer, behind the real locale and error-handler plugins: what an API
// client or the form's server errors read when a request breaks one of them.
const ZRules = z
  .object({
    site: ZHttpUrl.optional(),
    ip: ZIpAddress.optional(),
    mobile: ZChinaMobile.optional(),
    currency: z.enum(['CNY', 'USD', 'EUR']).optional(),
    count: z.number().int().optional(),
    password: z.string().optional(),
    confirm: z.string().optional(),
  })
  .superRefine(equalTo('confirm', 'password'));

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ schemaController: zodSchemaController });
  await app.register(requestLocale);
  await app.register(errorHandler);
  app.post('/__test/rules', { schema: { body: ZRules } }, async () => ({ ok: true }));
  await app.ready();
});
afterAll(() => app?.close());

const fieldsOf = async (body: unknown, lang: string) => {
  const res = await app.inject({ method: 'POST', url: '/__test/rules', payload: body as object, headers: { lang } });
  const envelope = res.json() as { code: number; data: { fieldErrors: { path: string; message: string }[] } };
  expect(res.statusCode).toBe(400);
  expect(envelope.code).toBe(ErrorCode.VALIDATION);
  return Object.fromEntries(envelope.data.fieldErrors.map((f) => [f.path, f.message]));
};

const BAD = { site: 'aurora.example', ip: '300.1.1.1', mobile: '12345', currency: 'GBP', count: 'many', password: 'a', confirm: 'b' };

describe('field messages of the SPEC §5 rules in a 40000 answer', () => {
  it('names each broken rule in Turkish', async () => {
    expect(await fieldsOf(BAD, 'tr_TR')).toEqual({
      site: 'Lütfen geçerli bir bağlantı adresi girin',
      ip: 'Lütfen geçerli bir IP adresi girin (IPv4 veya IPv6)',
      mobile: 'Lütfen geçerli bir Çin anakarası cep telefonu numarası girin',
      currency: 'Şunlardan birini seçin: CNY, USD, EUR',
      count: 'Bir sayı girin',
    });
    // The object's refinement runs once its fields parse: the confirmation that differs.
    expect(await fieldsOf({ password: 'a', confirm: 'b' }, 'tr_TR')).toEqual({ confirm: 'Girilen iki değer birbiriyle eşleşmiyor' });
  });

  it('says the same in traditional Chinese', async () => {
    expect(await fieldsOf({ ip: 'x', mobile: '+8612345678901' }, 'zh_TW')).toEqual({
      ip: '請輸入有效的 IP 位址（IPv4 或 IPv6）',
      mobile: '請輸入有效的中國大陸手機號碼',
    });
  });

  it("words the product wizard's own checks (product-editor.ts, jewellery.ts)", () => {
    const parsed = ZProductInfoInput.safeParse({
      descriptionHtml: '<p onclick="x()">Hi</p>',
      grossWeightGrams: 2,
      metalWeightGrams: 3.0001,
    });
    const messages = Object.fromEntries((parsed.error?.issues ?? []).map((i) => [i.path.join('.'), fieldMessage(i as never, 'tr')]));
    expect(messages).toMatchObject({
      descriptionHtml: 'Açıklama betik, çerçeve veya olay işleyicisi içeremez',
      metalWeightGrams: 'Ondalık basamak sayısı fazla (fiyatlarda en fazla 2, ağırlık ve karatta en fazla 3)',
    });
    const keyed = (message: string) => fieldMessage({ code: 'custom', message }, 'en');
    expect(keyed('minOrderOrNote')).toBe('Enter a minimum order, or a note saying there is none');
    expect(keyed('afterPreorderFrom')).toBe('The delivery window cannot end before it starts');
    expect(keyed('labForCertificate')).toBe('Choose the laboratory that issued the certificate');
    expect(keyed('metalOverGross')).toBe('The metal weight cannot exceed the gross weight');
    // A literal that must hold one value (a consent box) is not a list to choose from.
    expect(fieldMessage({ code: 'invalid_value', message: '', values: [true] }, 'en')).toBe('Invalid value');
  });
});
