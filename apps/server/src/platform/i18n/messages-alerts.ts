import type { Locale } from '@gembourse/contracts/locale';

// Texts of product Q&A, product alerts and saved searches (issue 11 items 4 and 5): refusals and field messages.
// Spread into MESSAGES (messages.ts), so they are translated and looked up like every other server text.

type Messages = Record<Locale, string>;

export const ALERT_MESSAGES = {
  questionsOff: {
    en: 'This supplier does not take questions about its products.',
    'zh-cn': '该供应商未开放产品问答。',
    'zh-tw': '該供應商未開放產品問答。',
    tr: 'Bu tedarikçi ürünleri hakkında soru kabul etmiyor.',
  },
  questionOwnProduct: {
    en: "You cannot ask questions about your own company's products.",
    'zh-cn': '不能对本公司的产品提问。',
    'zh-tw': '不能對本公司的產品提問。',
    tr: 'Kendi şirketinizin ürünleri hakkında soru soramazsınız.',
  },
  questionAnonymousOff: {
    en: 'This supplier does not accept anonymous questions.',
    'zh-cn': '该供应商不接受匿名提问。',
    'zh-tw': '該供應商不接受匿名提問。',
    tr: 'Bu tedarikçi anonim soru kabul etmiyor.',
  },
  savedSearchLimit: {
    en: 'You can keep at most {{max}} saved searches. Remove one to save another.',
    'zh-cn': '最多可保存 {{max}} 个搜索。请先删除一个再保存。',
    'zh-tw': '最多可儲存 {{max}} 個搜尋。請先刪除一個再儲存。',
    tr: 'En fazla {{max}} kayıtlı arama tutabilirsiniz. Yenisini kaydetmek için birini silin.',
  },
  savedSearchInvalid: {
    en: 'The search cannot be saved: {{field}}: {{problem}}',
    'zh-cn': '无法保存该搜索：{{field}}：{{problem}}',
    'zh-tw': '無法儲存該搜尋：{{field}}：{{problem}}',
    tr: 'Arama kaydedilemiyor: {{field}}: {{problem}}',
  },
} satisfies Record<string, Messages>;
