import type { Locale } from '@gembourse/contracts/locale';

// Server messages of the supplier's own showroom (SPEC §2 "Showroom product list"): its batch actions' refusals.
// Spread into MESSAGES (messages.ts), so they are translated and looked up like every other message.

type Messages = Record<Locale, string>;

export const SHOWROOM_MESSAGES = {
  // The message key of ZProductBatch's empty selection (contracts own-products.ts), a field error on `ids`.
  selectFirst: {
    en: 'Select at least one product first',
    'zh-cn': '请先选择至少一个产品',
    'zh-tw': '請先選取至少一項商品',
    tr: 'Önce en az bir ürün seçin',
  },
  // A 40900 refusal names the products in its way: {{products}} is batchNames or batchNamesMore.
  batchNoImage: {
    en: 'Products without an image cannot be published: {{products}}',
    'zh-cn': '没有图片的产品无法发布：{{products}}',
    'zh-tw': '沒有圖片的商品無法上架：{{products}}',
    tr: 'Görseli olmayan ürünler yayınlanamaz: {{products}}',
  },
  batchTooManyTags: {
    en: 'A product can have at most {{max}} tags, and these have {{max}} already: {{products}}',
    'zh-cn': '每个产品最多 {{max}} 个标签，以下产品已满：{{products}}',
    'zh-tw': '每項商品最多 {{max}} 個標籤，下列商品已滿：{{products}}',
    tr: 'Bir ürünün en fazla {{max}} etiketi olabilir ve şu ürünlerde zaten {{max}} etiket var: {{products}}',
  },
  batchLastCategory: {
    en: 'A product needs at least one category, and this is the only one of: {{products}}',
    'zh-cn': '产品至少需要一个分类，以下产品只有这一个分类：{{products}}',
    'zh-tw': '商品至少需要一個分類，下列商品只有這一個分類：{{products}}',
    tr: 'Bir ürünün en az bir kategorisi olmalı ve şu ürünlerin tek kategorisi bu: {{products}}',
  },
  batchNameSeparator: { en: ', ', 'zh-cn': '、', 'zh-tw': '、', tr: ', ' },
  batchNamesMore: {
    en: '{{names}} and {{count}} more',
    'zh-cn': '{{names}} 等另外 {{count}} 个',
    'zh-tw': '{{names}} 等另外 {{count}} 項',
    tr: '{{names}} ve {{count}} ürün daha',
  },
} satisfies Record<string, Messages>;
