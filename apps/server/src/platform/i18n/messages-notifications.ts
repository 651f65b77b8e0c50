import type { Locale } from '@gembourse/contracts/locale';

// Texts of the notification centre and the to-be-done list (issue 12): each notification and item is titled from its
// event or kind and payload in the reader's language when it is read (notifications.presenter.ts), so a member who
// switches language sees the old ones in the new one too. Contact requests reuse the realtime notice's texts
// (connectionRequestedTitle...). Spread into MESSAGES (messages.ts).

type Messages = Record<Locale, string>;

export const NOTIFICATION_MESSAGES = {
  noticeSomeone: { en: 'A member', 'zh-cn': '一位会员', 'zh-tw': '一位會員', tr: 'Bir üye' },
  noticeMessageTitle: {
    en: 'New message from {{name}}',
    'zh-cn': '来自 {{name}} 的新消息',
    'zh-tw': '來自 {{name}} 的新訊息',
    tr: '{{name}} size yeni bir mesaj gönderdi',
  },
  noticeMessageBody: {
    en: 'Open the conversation to read and reply.',
    'zh-cn': '打开对话即可阅读并回复。',
    'zh-tw': '開啟對話即可閱讀並回覆。',
    tr: 'Okumak ve yanıtlamak için sohbeti açın.',
  },
  noticeMessagesTitle: {
    en: 'New messages from {{name}}',
    'zh-cn': '来自 {{name}} 的新消息',
    'zh-tw': '來自 {{name}} 的新訊息',
    tr: '{{name}} size yeni mesajlar gönderdi',
  },
  noticeMessagesBody: {
    en: '{{count}} unread messages are waiting for you.',
    'zh-cn': '您有 {{count}} 条未读消息。',
    'zh-tw': '您有 {{count}} 則未讀訊息。',
    tr: '{{count}} okunmamış mesajınız var.',
  },
  noticeQuestionAskedTitle: {
    en: 'New question about {{product}}',
    'zh-cn': '关于“{{product}}”的新提问',
    'zh-tw': '關於「{{product}}」的新提問',
    tr: '{{product}} hakkında yeni soru',
  },
  noticeQuestionAskedBody: {
    en: '{{asker}} asked: "{{question}}"',
    'zh-cn': '{{asker}} 提问：“{{question}}”',
    'zh-tw': '{{asker}} 提問：「{{question}}」',
    tr: '{{asker}} sordu: "{{question}}"',
  },
  noticeQuestionAnsweredTitle: {
    en: 'Your question about {{product}} was answered',
    'zh-cn': '您关于“{{product}}”的提问已获回答',
    'zh-tw': '您關於「{{product}}」的提問已獲回答',
    tr: '{{product}} hakkındaki sorunuz yanıtlandı',
  },
  noticeQuestionAnsweredBody: {
    en: '{{company}} answered your question. Open the product to read the answer.',
    'zh-cn': '{{company}} 回答了您的提问。打开产品页面即可查看回答。',
    'zh-tw': '{{company}} 回答了您的提問。開啟產品頁面即可查看回答。',
    tr: '{{company}} sorunuzu yanıtladı. Yanıtı okumak için ürünü açın.',
  },
  noticeQuestionAnsweredBodyPlain: {
    en: 'The supplier answered your question. Open the product to read the answer.',
    'zh-cn': '供应商回答了您的提问。打开产品页面即可查看回答。',
    'zh-tw': '供應商回答了您的提問。開啟產品頁面即可查看回答。',
    tr: 'Tedarikçi sorunuzu yanıtladı. Yanıtı okumak için ürünü açın.',
  },
  noticePriceDropTitle: {
    en: 'Price drop: {{product}}',
    'zh-cn': '降价提醒：{{product}}',
    'zh-tw': '降價提醒：{{product}}',
    tr: 'Fiyat düştü: {{product}}',
  },
  noticePriceDropBody: {
    en: 'The price went down from {{oldPrice}} to {{newPrice}}.',
    'zh-cn': '价格已从 {{oldPrice}} 降至 {{newPrice}}。',
    'zh-tw': '價格已從 {{oldPrice}} 降至 {{newPrice}}。',
    tr: 'Fiyat {{oldPrice}} seviyesinden {{newPrice}} seviyesine düştü.',
  },
  noticePriceDropBodyPlain: {
    en: 'The price of a product you follow went down.',
    'zh-cn': '您关注的产品已降价。',
    'zh-tw': '您關注的產品已降價。',
    tr: 'Takip ettiğiniz bir ürünün fiyatı düştü.',
  },
  noticeBackInStockTitle: {
    en: '{{product}} is back in stock',
    'zh-cn': '“{{product}}”已重新有货',
    'zh-tw': '「{{product}}」已重新有貨',
    tr: '{{product}} yeniden stokta',
  },
  noticeBackInStockBody: {
    en: 'A product you follow can be ordered again.',
    'zh-cn': '您关注的产品现在可以再次订购。',
    'zh-tw': '您關注的產品現在可以再次訂購。',
    tr: 'Takip ettiğiniz ürün yeniden sipariş edilebilir.',
  },
  noticeSavedSearchTitle: {
    en: 'New products for your search "{{search}}"',
    'zh-cn': '您的搜索“{{search}}”有新产品',
    'zh-tw': '您的搜尋「{{search}}」有新產品',
    tr: '"{{search}}" aramanız için yeni ürünler',
  },
  noticeSavedSearchBody: {
    en: '{{count}} new product(s) match your saved search: {{examples}}',
    'zh-cn': '有 {{count}} 个新产品符合您保存的搜索：{{examples}}',
    'zh-tw': '有 {{count}} 個新產品符合您儲存的搜尋：{{examples}}',
    tr: 'Kayıtlı aramanıza uyan {{count}} yeni ürün var: {{examples}}',
  },
  noticeWeeklyTitle: {
    en: 'Your week on GemBourse',
    'zh-cn': '您在 GemBourse 的一周',
    'zh-tw': '您在 GemBourse 的一週',
    tr: "GemBourse'ta haftanız",
  },
  noticeWeeklySupplierBody: {
    en: 'Profile views: {{profileViews}} · Product views: {{productViews}} · New contact requests: {{requests}} · New questions: {{questions}} · Unread messages: {{messages}}',
    'zh-cn':
      '公司主页浏览：{{profileViews}} · 产品浏览：{{productViews}} · 新联系请求：{{requests}} · 新提问：{{questions}} · 未读消息：{{messages}}',
    'zh-tw':
      '公司主頁瀏覽：{{profileViews}} · 產品瀏覽：{{productViews}} · 新聯絡請求：{{requests}} · 新提問：{{questions}} · 未讀訊息：{{messages}}',
    tr: 'Profil görüntülemeleri: {{profileViews}} · Ürün görüntülemeleri: {{productViews}} · Yeni iletişim istekleri: {{requests}} · Yeni sorular: {{questions}} · Okunmamış mesajlar: {{messages}}',
  },
  noticeWeeklyMemberBody: {
    en: 'Unread messages: {{messages}} · Contacts established: {{accepted}} · Questions answered: {{answers}}',
    'zh-cn': '未读消息：{{messages}} · 新建立的联系：{{accepted}} · 已获回答的提问：{{answers}}',
    'zh-tw': '未讀訊息：{{messages}} · 新建立的聯絡：{{accepted}} · 已獲回答的提問：{{answers}}',
    tr: 'Okunmamış mesajlar: {{messages}} · Kurulan iletişimler: {{accepted}} · Yanıtlanan sorular: {{answers}}',
  },
  noticeSystemTitle: { en: 'GemBourse', 'zh-cn': 'GemBourse', 'zh-tw': 'GemBourse', tr: 'GemBourse' },
  todoAnswerContactRequest: {
    en: 'Answer the contact request from {{company}}',
    'zh-cn': '回复 {{company}} 的联系请求',
    'zh-tw': '回覆 {{company}} 的聯絡請求',
    tr: '{{company}} şirketinin iletişim isteğini yanıtlayın',
  },
  todoAnswerQuestion: {
    en: 'Answer the question about {{product}}',
    'zh-cn': '回答关于“{{product}}”的提问',
    'zh-tw': '回答關於「{{product}}」的提問',
    tr: '{{product}} hakkındaki soruyu yanıtlayın',
  },
  todoGeneric: { en: 'Item to do', 'zh-cn': '待办事项', 'zh-tw': '待辦事項', tr: 'Yapılacak iş' },
} satisfies Record<string, Messages>;
