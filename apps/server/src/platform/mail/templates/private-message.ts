import { appLink, type MailTemplate } from './mail-template.ts';

// The e-mail of the notification preference "Private message" (SPEC §3), issue 12: one per burst of chat messages
// (modules/messaging/chat-mail.job.ts), written a while after the first unread one, to members who keep it on, in
// their e-mail language. `senders` is the list of who wrote ("Ada Lee (Aurora Gems), Sam Wu (Lotus Pearls)"), `count`
// how many messages wait unread. The messages themselves are not quoted: they may be private, and are read in the app.

export const privateMessage: MailTemplate<{ senders: string; count: number }> = {
  link: (_p, ctx) => appLink(ctx, '/home/messages'),
  copy: {
    en: {
      subject: 'Unread messages on GemBourse: {{count}}',
      lines: ['Messages waiting for you on GemBourse: {{count}}, from {{senders}}.'],
      action: 'Read your messages',
      after: ['You receive this e-mail because "Private messages" is on in your e-mail notification settings.'],
    },
    'zh-cn': {
      subject: '您在 GemBourse 上有 {{count}} 条未读消息',
      lines: ['您在 GemBourse 上有 {{count}} 条消息等待阅读，来自：{{senders}}。'],
      action: '查看消息',
      after: ['您收到此邮件是因为您在邮件通知设置中开启了“私信”。'],
    },
    'zh-tw': {
      subject: '您在 GemBourse 上有 {{count}} 則未讀訊息',
      lines: ['您在 GemBourse 上有 {{count}} 則訊息等待閱讀，來自：{{senders}}。'],
      action: '查看訊息',
      after: ['您收到此郵件是因為您在電子郵件通知設定中開啟了「私人訊息」。'],
    },
    tr: {
      subject: "GemBourse'ta {{count}} okunmamış mesajınız var",
      lines: ["GemBourse'ta sizi bekleyen {{count}} mesaj var. Gönderenler: {{senders}}."],
      action: 'Mesajlarınızı okuyun',
      after: ['Bu e-postayı, e-posta bildirim ayarlarınızda "Özel mesajlar" seçeneği açık olduğu için aldınız.'],
    },
  },
};
