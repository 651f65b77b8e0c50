import { appLink, type MailTemplate } from './mail-template.ts';

// The supplier answered a member's product question (issue 11 item 4). Sent to members who keep "Product alerts and answers" (productAlerts) on,
// in their e-mail language. Question and answer are plain text: the renderer escapes every param for the HTML part.

export const questionAnswered: MailTemplate<{
  product: string;
  company: string;
  productId: number;
  question: string;
  answer: string;
}> = {
  link: (p, ctx) => appLink(ctx, '/home/product-detail', { id: String(p.productId) }),
  copy: {
    en: {
      subject: '{{company}} answered your question about {{product}}',
      lines: ['Your question: {{question}}', 'Answer: {{answer}}'],
      action: 'View the product',
      after: ['You receive this e-mail because "Product alerts and answers" is on in your e-mail notification settings.'],
    },
    'zh-cn': {
      subject: '{{company}} 回答了您关于 {{product}} 的问题',
      lines: ['您的问题：{{question}}', '回答：{{answer}}'],
      action: '查看产品',
      after: ['您收到此邮件是因为您在邮件通知设置中开启了“产品提醒与回答”。'],
    },
    'zh-tw': {
      subject: '{{company}} 回答了您關於 {{product}} 的問題',
      lines: ['您的問題：{{question}}', '回答：{{answer}}'],
      action: '查看產品',
      after: ['您收到此郵件是因為您在電子郵件通知設定中開啟了「產品提醒與回答」。'],
    },
    tr: {
      subject: '{{company}}, {{product}} hakkındaki sorunuzu yanıtladı',
      lines: ['Sorunuz: {{question}}', 'Yanıt: {{answer}}'],
      action: 'Ürünü görüntüleyin',
      after: ['Bu e-postayı, e-posta bildirim ayarlarınızda "Ürün uyarıları ve yanıtlar" açık olduğu için aldınız.'],
    },
  },
};
