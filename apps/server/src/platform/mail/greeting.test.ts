import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { SALUTATION } from '@gembourse/contracts/dictionary';
import { LOCALES, type Locale } from '@gembourse/contracts/locale';
import { outboxEmails } from '../../db/schema/index.ts';
import { bearer, call, createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import type { Recipient } from './greeting.ts';
import { renderMail } from './render.ts';
import { TEMPLATES, type TemplateName } from './templates/catalogue.ts';

// Issue 28 item 8: every e-mail greets once, and with the salutation the recipient chose when there is one. The
// invitation greeted twice ("Merhaba Ayla Kaya, / Sayın Ayla Kaya,"): the frame's greeting and the template's own.

/** Every way an e-mail of ours could greet, per language: counting them finds a second greeting wherever it hides. */
const GREETING_WORDS: Record<Locale, RegExp> = {
  en: /\b(Hello|Dear|Hi)\b/g,
  'zh-cn': /(您好|尊敬的|亲爱的)/g,
  'zh-tw': /(您好|尊敬的|親愛的)/g,
  tr: /\b(Merhaba|Sayın|Sevgili)\b/g,
};
const greetings = (text: string, locale: Locale) => text.match(GREETING_WORDS[locale])?.length ?? 0;

/** Params that fill every template (the greeting takes nothing from them). */
const PARAMS = {
  code: '123456',
  minutes: 10,
  token: 'tok',
  hours: 72,
  inviter: 'Samuel Chan',
  company: 'Aurora Gems',
  companyId: 7,
  sender: 'Ada Lumen',
  senderCompany: 'Lumen Ltd.',
  note: 'Worth a look.',
  person: 'Bella Morgan',
  product: 'Ruby ring',
  productId: 7,
  oldPrice: '$120.00',
  newPrice: '$99.00',
  search: 'Rubies',
  count: 3,
  examples: 'Ruby ring',
  query: 'q=ruby',
  question: 'Is it heated?',
  answer: 'No.',
  senders: 'Ada Lee (Aurora Gems)',
  from: 'Jan 5, 2026',
  to: 'Jan 11, 2026',
  profileViews: '1',
  productViews: '2',
  requests: '3',
  questions: '4',
  messages: '5',
  accepted: '6',
  answers: '7',
};
const render = (name: TemplateName, locale: Locale, to: Recipient | null) =>
  renderMail(name, locale, PARAMS as never, 'https://gembourse.test', to);
const firstParagraph = (text: string) => text.split('\n\n')[0];

const AYLA: Recipient = { firstName: 'Ayla', lastName: 'Kaya', salutation: SALUTATION.ms };
const WANG: Recipient = { firstName: '丽', lastName: '王', salutation: SALUTATION.ms };
const EMRE: Recipient = { firstName: 'Emre', lastName: 'Demir', salutation: SALUTATION.mr };

/** The expected first line for each recipient and language. */
const EXPECTED: Record<Locale, { ayla: string; wang: string; emre: string; untitled: string; nobody: string }> = {
  en: { ayla: 'Dear Ms Kaya,', wang: 'Dear Ms 王,', emre: 'Dear Mr Demir,', untitled: 'Hello Ayla Kaya,', nobody: 'Hello,' },
  'zh-cn': {
    ayla: 'Kaya 女士，您好：',
    wang: '王女士，您好：',
    emre: 'Demir 先生，您好：',
    untitled: 'Ayla Kaya，您好：',
    nobody: '您好：',
  },
  'zh-tw': {
    ayla: 'Kaya 女士，您好：',
    wang: '王女士，您好：',
    emre: 'Demir 先生，您好：',
    untitled: 'Ayla Kaya，您好：',
    nobody: '您好：',
  },
  tr: {
    ayla: 'Sayın Ayla Kaya Hanım,',
    wang: 'Sayın 王丽 Hanım,',
    emre: 'Sayın Emre Demir Bey,',
    untitled: 'Merhaba Ayla Kaya,',
    nobody: 'Merhaba,',
  },
};

describe('the greeting of every e-mail', () => {
  it('is exactly one, in text and HTML, for every template in all four languages', () => {
    for (const name of Object.keys(TEMPLATES) as TemplateName[]) {
      for (const locale of LOCALES) {
        for (const to of [AYLA, { ...AYLA, salutation: null }, null]) {
          const m = render(name, locale, to);
          const who = `${name} ${locale} ${to ? (to.salutation ?? 'untitled') : 'nobody'}`;
          expect(greetings(m.text, locale), who).toBe(1);
          expect(greetings(m.html, locale), who).toBe(1);
          expect(greetings(m.subject, locale), who).toBe(0);
        }
      }
    }
  });

  it('uses the salutation where given: "Dear Ms Kaya", "王女士", "Sayın Ayla Kaya Hanım"; the name without it; nobody without a name', () => {
    for (const name of Object.keys(TEMPLATES) as TemplateName[]) {
      for (const locale of LOCALES) {
        const e = EXPECTED[locale];
        expect(firstParagraph(render(name, locale, AYLA).text), `${name} ${locale}`).toBe(e.ayla);
        expect(firstParagraph(render(name, locale, WANG).text), `${name} ${locale}`).toBe(e.wang);
        expect(firstParagraph(render(name, locale, EMRE).text), `${name} ${locale}`).toBe(e.emre);
        expect(firstParagraph(render(name, locale, { ...AYLA, salutation: null }).text)).toBe(e.untitled);
        expect(firstParagraph(render(name, locale, null).text)).toBe(e.nobody);
        expect(render(name, locale, AYLA).html).toContain(`<p style="margin:0 0 16px">${e.ayla}</p>`);
      }
    }
  });
});

describe('the invitation as it is sent', () => {
  let t: TestApp;
  let supplier: string;
  beforeAll(async () => {
    t = await createTestApp();
    supplier = await loginAs(t.app, 'supplier@example.com');
  });
  afterAll(() => t?.close());

  const invite = (email: string, locale: Locale, names: { firstName: string; lastName: string; salutation: number }) =>
    call(t.app, {
      method: 'POST',
      url: '/api/company/user/save',
      headers: bearer(supplier),
      payload: {
        invitees: [
          {
            ...names,
            email,
            jobTitle: 'Sales',
            roleId: null,
            admin: false,
            street: '1 Gem St',
            city: 'Istanbul',
            country: 'TR',
            postalCode: '34000',
          },
        ],
        locale,
      },
    });
  const mailTo = async (email: string) =>
    (await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, email)).orderBy(desc(outboxEmails.id)).limit(1))[0];

  it('greets a Turkish invitee once, as "Sayın Ayla Kaya Hanım,", and a Chinese one as "王女士，您好："', async () => {
    expect((await invite('ayla.greeting@example.com', 'tr', AYLA as never)).body.code).toBe(200);
    const tr = await mailTo('ayla.greeting@example.com');
    expect(greetings(tr.text, 'tr')).toBe(1);
    expect(firstParagraph(tr.text)).toBe('Sayın Ayla Kaya Hanım,');

    expect((await invite('wang.greeting@example.com', 'zh-cn', WANG as never)).body.code).toBe(200);
    const zh = await mailTo('wang.greeting@example.com');
    expect(greetings(zh.text, 'zh-cn')).toBe(1);
    expect(firstParagraph(zh.text)).toBe('王女士，您好：');

    expect((await invite('emre.greeting@example.com', 'zh-tw', EMRE as never)).body.code).toBe(200);
    expect(firstParagraph((await mailTo('emre.greeting@example.com')).text)).toBe('Demir 先生，您好：');
  });
});
