import type { Locale } from '@gembourse/contracts/locale';

// Server messages of the supplier's own showroom (SPEC §2 "Showroom product list", "Collections: create and edit"):
// the batch actions' refusals and the message keys of the collection form's contract (own-collections.ts).
// Spread into MESSAGES (messages.ts), so they are translated and looked up like every other message.

type Messages = Record<Locale, string>;

export const SHOWROOM_MESSAGES = {
  // The message key of ZProductBatch's empty selection (contracts own-products.ts), a field error on `ids`.
  selectFirst: {
    en: 'Select at least one product first',
    'zh-cn': '请至少选择一个产品',
    'zh-tw': '請至少選擇一項產品',
    tr: 'Önce en az bir ürün seçin',
  },
  // A 40900 refusal names the products in its way: {{products}} is batchNames or batchNamesMore.
  batchNoImage: {
    en: 'Products without an image cannot be published: {{products}}',
    'zh-cn': '没有图片的产品无法发布：{{products}}',
    'zh-tw': '沒有圖片的產品無法發佈：{{products}}',
    tr: 'Görseli olmayan ürünler yayınlanamaz: {{products}}',
  },
  batchTooManyTags: {
    en: 'A product can have at most {{max}} tags, and these have {{max}} already: {{products}}',
    'zh-cn': '每个产品最多 {{max}} 个标签，以下产品已满：{{products}}',
    'zh-tw': '每項產品最多 {{max}} 個標籤，下列產品已滿：{{products}}',
    tr: 'Bir ürünün en fazla {{max}} etiketi olabilir ve şu ürünlerde zaten {{max}} etiket var: {{products}}',
  },
  batchLastCategory: {
    en: 'A product needs at least one category, and this is the only one of: {{products}}',
    'zh-cn': '产品至少需要一个分类，以下产品只有这一个分类：{{products}}',
    'zh-tw': '產品至少需要一個分類，下列產品只有這一個分類：{{products}}',
    tr: 'Bir ürünün en az bir kategorisi olmalı ve şu ürünlerin tek kategorisi bu: {{products}}',
  },
  batchNameSeparator: { en: ', ', 'zh-cn': '、', 'zh-tw': '、', tr: ', ' },
  batchNamesMore: {
    en: '{{names}} and {{count}} more',
    'zh-cn': '{{names}} 等另外 {{count}} 个',
    'zh-tw': '{{names}} 等另外 {{count}} 項',
    tr: '{{names}} ve {{count}} ürün daha',
  },
  // Message keys of ZCollectionInput, ZCollectionProductsInput and ZCollectionBatch (contracts own-collections.ts),
  // field errors through validation-messages.ts.
  afterRelease: {
    en: 'The final display date must be after the release date',
    'zh-cn': '最终展示日期必须晚于发布日期',
    'zh-tw': '最終展示日期須晚於發佈日期',
    tr: 'Son gösterim tarihi yayın tarihinden sonra olmalıdır',
  },
  afterShipStart: {
    en: 'The shipping deadline cannot be before the shipping start date',
    'zh-cn': '发货截止日期不能早于发货开始日期',
    'zh-tw': '出貨截止日期不可早於出貨開始日期',
    tr: 'Son sevkiyat tarihi sevkiyat başlangıç tarihinden önce olamaz',
  },
  eventForExclusive: {
    en: 'Link an event to make the collection exclusive to it',
    'zh-cn': '请先关联活动，才能设为活动专属',
    'zh-tw': '請先連結活動，才能設為活動專屬',
    tr: 'Koleksiyonu bir etkinliğe özel yapmak için önce etkinliği bağlayın',
  },
  duplicate: {
    en: 'Each item can be chosen only once',
    'zh-cn': '每一项只能选择一次',
    'zh-tw': '每一項只能選取一次',
    tr: 'Her öğe yalnızca bir kez seçilebilir',
  },
  selectCollectionFirst: {
    en: 'Select at least one collection first',
    'zh-cn': '请至少选择一个系列',
    'zh-tw': '請至少選擇一個系列',
    tr: 'Önce en az bir koleksiyon seçin',
  },
  // A collection's products must be the caller's company's (POST /api/showroom/collection/products, on productIds).
  collectionProductsNotOwn: {
    en: 'A collection can only hold products of your own showroom',
    'zh-cn': '系列只能包含您自己展厅的产品',
    'zh-tw': '系列只能包含您自己展廳的產品',
    tr: 'Bir koleksiyon yalnızca kendi showroomunuzdaki ürünleri içerebilir',
  },
} satisfies Record<string, Messages>;
