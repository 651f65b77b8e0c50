import { appLink, type MailTemplate } from './mail-template.ts';

// The weekly activity review (SPEC §3 "e-mail summary (weekly activity review)"), issue 12: once a week, to members
// who keep it on and had something happen, in their e-mail language (modules/messaging/weekly-summary.job.ts). The
// numbers arrive formatted for the language; `from` and `to` are the first and last day of the week.

const footer = {
  en: 'You receive this e-mail because "Weekly activity review" is on in your e-mail notification settings.',
  'zh-cn': '您收到此邮件是因为您在邮件通知设置中开启了“每周动态回顾”。',
  'zh-tw': '您收到此郵件是因為您在電子郵件通知設定中開啟了「每週動態回顧」。',
  tr: 'Bu e-postayı, e-posta bildirim ayarlarınızda "Haftalık etkinlik özeti" açık olduğu için aldınız.',
};

/** A supplier's week: its company's audience and the questions and requests that wait. */
export const weeklySummary: MailTemplate<{
  from: string;
  to: string;
  profileViews: string;
  productViews: string;
  requests: string;
  questions: string;
  messages: string;
}> = {
  link: (_p, ctx) => appLink(ctx, '/home/analytics-dashboard'),
  copy: {
    en: {
      subject: 'Your week on GemBourse: {{from}} – {{to}}',
      lines: [
        'Here is what happened for your company on GemBourse from {{from}} to {{to}}.',
        'Views of your company profile: {{profileViews}}',
        'Views of your products: {{productViews}}',
        'New contact requests: {{requests}}',
        'New questions about your products: {{questions}}',
        'Unread messages: {{messages}}',
      ],
      action: 'Open your analytics',
      after: [footer.en],
    },
    'zh-cn': {
      subject: '您在 GemBourse 的一周：{{from}} – {{to}}',
      lines: [
        '以下是 {{from}} 至 {{to}} 期间贵公司在 GemBourse 上的动态。',
        '公司主页浏览次数：{{profileViews}}',
        '产品浏览次数：{{productViews}}',
        '新的联系请求：{{requests}}',
        '关于您产品的新提问：{{questions}}',
        '未读消息：{{messages}}',
      ],
      action: '查看数据分析',
      after: [footer['zh-cn']],
    },
    'zh-tw': {
      subject: '您在 GemBourse 的一週：{{from}} – {{to}}',
      lines: [
        '以下是 {{from}} 至 {{to}} 期間貴公司在 GemBourse 上的動態。',
        '公司主頁瀏覽次數：{{profileViews}}',
        '產品瀏覽次數：{{productViews}}',
        '新的聯絡請求：{{requests}}',
        '關於您產品的新提問：{{questions}}',
        '未讀訊息：{{messages}}',
      ],
      action: '查看數據分析',
      after: [footer['zh-tw']],
    },
    tr: {
      subject: "GemBourse'ta haftanız: {{from}} – {{to}}",
      lines: [
        "{{from}} ile {{to}} arasında GemBourse'ta şirketiniz için olanlar:",
        'Şirket profilinizin görüntülenmesi: {{profileViews}}',
        'Ürünlerinizin görüntülenmesi: {{productViews}}',
        'Yeni iletişim istekleri: {{requests}}',
        'Ürünleriniz hakkında yeni sorular: {{questions}}',
        'Okunmamış mesajlar: {{messages}}',
      ],
      action: 'Analizlerinizi açın',
      after: [footer.tr],
    },
  },
};

/** A buyer's week: messages that wait, contacts established and questions answered. */
export const weeklySummaryMember: MailTemplate<{
  from: string;
  to: string;
  messages: string;
  accepted: string;
  answers: string;
}> = {
  link: (_p, ctx) => appLink(ctx, '/home/messages'),
  copy: {
    en: {
      subject: 'Your week on GemBourse: {{from}} – {{to}}',
      lines: [
        'Here is what happened for you on GemBourse from {{from}} to {{to}}.',
        'Unread messages: {{messages}}',
        'Contacts established: {{accepted}}',
        'Your questions answered by suppliers: {{answers}}',
      ],
      action: 'Read your messages',
      after: [footer.en],
    },
    'zh-cn': {
      subject: '您在 GemBourse 的一周：{{from}} – {{to}}',
      lines: [
        '以下是 {{from}} 至 {{to}} 期间您在 GemBourse 上的动态。',
        '未读消息：{{messages}}',
        '新建立的联系：{{accepted}}',
        '供应商已回答的提问：{{answers}}',
      ],
      action: '查看消息',
      after: [footer['zh-cn']],
    },
    'zh-tw': {
      subject: '您在 GemBourse 的一週：{{from}} – {{to}}',
      lines: [
        '以下是 {{from}} 至 {{to}} 期間您在 GemBourse 上的動態。',
        '未讀訊息：{{messages}}',
        '新建立的聯絡：{{accepted}}',
        '供應商已回答的提問：{{answers}}',
      ],
      action: '查看訊息',
      after: [footer['zh-tw']],
    },
    tr: {
      subject: "GemBourse'ta haftanız: {{from}} – {{to}}",
      lines: [
        "{{from}} ile {{to}} arasında GemBourse'ta sizin için olanlar:",
        'Okunmamış mesajlar: {{messages}}',
        'Kurulan iletişimler: {{accepted}}',
        'Tedarikçilerin yanıtladığı sorularınız: {{answers}}',
      ],
      action: 'Mesajlarınızı okuyun',
      after: [footer.tr],
    },
  },
};
