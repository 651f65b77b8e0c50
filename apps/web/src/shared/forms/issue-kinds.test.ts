import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { STONE_TYPE, ZStone, jewelleryShape, refineJewellery } from '@gembourse/contracts/jewellery';
import { equalTo, text, ZChinaMobile, ZHttpUrl, ZIpAddress } from '@gembourse/contracts/primitives';
import { ZMoney, ZProductAvailabilityInput, ZProductInfoInput } from '@gembourse/contracts/product-editor';
import { ZProductBatch } from '@gembourse/contracts/own-products';
import type { Locale } from '@gembourse/contracts/locale';
import { i18n } from '../i18n/i18n.ts';
import { setLocale } from '../i18n/locale-store.ts';
import { problemsOf, type FormKitConfig } from './form-kit.ts';
import { problemOfIssue } from './issue-kinds.ts';

// The SPEC §5 rule set and the product wizard's own checks, as a user of a form reads them: a contract schema refuses
// a value, the kit picks the kind, and the viewer's language words it.

// Keys built at run time: `t` takes them as the strings they are (as use-form-kit.ts does).
const say = i18n.t.bind(i18n) as unknown as (key: string, values?: object) => string;

const ZRules = z
  .object({
    site: ZHttpUrl.optional(),
    link: z.url().optional(),
    ip: ZIpAddress.optional(),
    mobile: ZChinaMobile.optional(),
    currency: z.enum(['CNY', 'USD', 'EUR']).optional(),
    weight: z.number().optional(),
    password: text().optional(),
    confirm: text().optional(),
  })
  .superRefine(equalTo('confirm', 'password'));
type Rules = z.input<typeof ZRules>;
const RULES: FormKitConfig<Rules> = { schema: ZRules, toRequest: (v) => v };
const NAMES = ['site', 'link', 'ip', 'mobile', 'currency', 'weight', 'password', 'confirm'] as const;

/** What the user sees under each field, in a language. */
async function shown<V>(config: FormKitConfig<V>, names: readonly string[], values: V, locale: Locale) {
  await setLocale(locale);
  const problems = problemsOf(config, names, values) as Record<string, { key: string; values?: object }>;
  return Object.fromEntries(Object.entries(problems).map(([name, p]) => [name, say(p.key, p.values ?? {})]));
}

const messageOf = async (schema: z.ZodType, value: unknown, locale: Locale) => {
  await setLocale(locale);
  const issue = schema.safeParse(value).error!.issues[0]!;
  const p = problemOfIssue(issue);
  return say(`errors:field.${p.kind}`, p.values ?? {});
};

describe('the rule kinds of SPEC §5', () => {
  const bad = { site: 'aurora.example', link: 'nope', ip: '300.1.1.1', mobile: '12345', currency: 'GBP' as never, weight: Number.NaN };

  it('words url, IP, mobile, enum and number in English', async () => {
    expect(await shown(RULES, NAMES, bad, 'en')).toEqual({
      site: 'Please enter a valid link',
      link: 'Please enter a valid link',
      ip: 'Please enter a valid IP address (IPv4 or IPv6)',
      mobile: 'Please enter a valid mainland China mobile number',
      currency: 'Choose one of: CNY, USD, EUR',
      weight: 'Enter a number',
    });
  });

  it('and in simplified Chinese', async () => {
    expect(await shown(RULES, NAMES, bad, 'zh-cn')).toEqual({
      site: '请输入有效的网址',
      link: '请输入有效的网址',
      ip: '请输入有效的 IP 地址（IPv4 或 IPv6）',
      mobile: '请输入有效的中国大陆手机号码',
      currency: '请从以下选项中选择：CNY, USD, EUR',
      weight: '请输入数字',
    });
  });

  it('words equal on the confirmation that differs, and nothing once it matches', async () => {
    expect(await shown(RULES, NAMES, { password: 'Demo#2026', confirm: 'Demo#2025' }, 'en')).toEqual({
      confirm: 'The two entries do not match',
    });
    expect(await shown(RULES, NAMES, { password: 'Demo#2026', confirm: 'Demo#2025' }, 'zh-cn')).toEqual({
      confirm: '两次输入的内容不一致',
    });
    expect(await shown(RULES, NAMES, { password: 'Demo#2026', confirm: 'Demo#2026' }, 'en')).toEqual({});
  });

  it('keeps a pattern that is not a link a pattern, and a literal invalid', async () => {
    expect(await messageOf(text().regex(/^\d+$/), 'x', 'en')).toBe('Please check the format of this entry');
    expect(await messageOf(z.literal(true), false, 'en')).toBe('Please check this field');
  });
});

describe("the product wizard's own checks", () => {
  const ZJewellery = z.object(jewelleryShape).superRefine(refineJewellery);

  it('words each in English and simplified Chinese', async () => {
    const cases: [z.ZodType, unknown, string, string][] = [
      [
        ZMoney,
        1.005,
        'Too many decimal places (prices take 2, weights and carats 3)',
        '小数位数过多（价格最多 2 位，重量和克拉最多 3 位）',
      ],
      [
        ZProductInfoInput.shape.descriptionHtml,
        '<img src=x onerror="alert(1)">',
        'The description cannot contain scripts, frames or event handlers',
        '描述中不能包含脚本、框架或事件处理代码',
      ],
      [
        ZStone,
        { type: STONE_TYPE.diamond, certificateNumber: 'GIA 123' },
        'Choose the laboratory that issued the certificate',
        '请选择出具该证书的鉴定机构',
      ],
      [
        ZJewellery,
        { grossWeightGrams: 2, metalWeightGrams: 3 },
        'The metal weight cannot exceed the gross weight',
        '金属重量不能超过总重量',
      ],
      [ZProductInfoInput.shape.tags, ['gold', 'gold'], 'Each item can be chosen only once', '每一项只能选择一次'],
    ];
    for (const [schema, value, en, zh] of cases) {
      expect(await messageOf(schema, value, 'en')).toBe(en);
      expect(await messageOf(schema, value, 'zh-cn')).toBe(zh);
    }
  });

  it('words the refinements across fields under their field', async () => {
    const pre = ZProductAvailabilityInput.safeParse({
      id: 1,
      availability: 'preorder',
      preorderFrom: '2026-12-10',
      preorderTo: '2026-12-01',
      visibility: 'public',
      priceVisibility: 'public',
    });
    const issue = pre.error?.issues.find((i) => i.path.join('.') === 'preorderTo');
    expect(issue && problemOfIssue(issue)).toEqual({ kind: 'afterPreorderFrom' });
    await setLocale('zh-cn');
    expect(say('errors:field.afterPreorderFrom')).toBe('交货期的结束日期不能早于开始日期');
    await setLocale('en');
    expect(say('errors:field.afterPreorderFrom')).toBe('The delivery window cannot end before it starts');

    const info = ZProductInfoInput.safeParse({
      name: 'Ring',
      sku: 'R-1',
      categories: [1],
      currency: 'CNY',
      price: 10,
      descriptionHtml: '<p>Ring</p>',
    });
    const minOrder = info.error?.issues.find((i) => i.path.join('.') === 'minOrder');
    expect(minOrder && problemOfIssue(minOrder)).toEqual({ kind: 'minOrderOrNote' });
    expect(say('errors:field.minOrderOrNote')).toBe('Enter a minimum order, or a note saying there is none');
    await setLocale('zh-cn');
    expect(say('errors:field.minOrderOrNote')).toBe('请填写最小起订量，或注明无最小起订量');
  });

  it('words an empty batch selection when the list is sent empty on purpose', async () => {
    const issue = ZProductBatch.safeParse({ action: 'publish', ids: [] }).error?.issues.find((i) => i.path.join('.') === 'ids');
    expect(issue?.message).toBe('selectFirst');
    expect(await messageOf(ZProductBatch, { action: 'publish', ids: [] }, 'en')).toBe('Select at least one product first');
    expect(await messageOf(ZProductBatch, { action: 'publish', ids: [] }, 'zh-cn')).toBe('请至少选择一个产品');
  });
});
