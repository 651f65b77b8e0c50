import { CATALOGUE_PATH } from '@gembourse/contracts/search-links';
import { appLink, type MailTemplate } from './mail-template.ts';

// New products match a member's saved search (issue 11 item 5): at most one e-mail a day per saved search, to members
// who keep "Product alerts and answers" (productAlerts) on, in their e-mail language. `query` is the search's stored /home/product query string.

export const savedSearchMatches: MailTemplate<{ search: string; count: number; examples: string; query: string }> = {
  link: (p, ctx) => appLink(ctx, CATALOGUE_PATH, Object.fromEntries(new URLSearchParams(p.query))),
  copy: {
    en: {
      subject: 'New products for your search "{{search}}"',
      lines: ['{{count}} new product(s) match your saved search "{{search}}" on GemBourse.', '{{examples}}'],
      action: 'See the products',
      after: [
        'You receive this e-mail because you saved this search and "Product alerts and answers" is on in your e-mail notification settings. You can remove the search under your alerts.',
      ],
    },
    'zh-cn': {
      subject: '您的搜索“{{search}}”有新产品',
      lines: ['GemBourse 上有 {{count}} 个新产品符合您保存的搜索“{{search}}”。', '{{examples}}'],
      action: '查看产品',
      after: ['您收到此邮件是因为您保存了该搜索，并在邮件通知设置中开启了“产品提醒与回答”。您可以在“我的提醒”中删除该搜索。'],
    },
    'zh-tw': {
      subject: '您的搜尋「{{search}}」有新產品',
      lines: ['GemBourse 上有 {{count}} 個新產品符合您儲存的搜尋「{{search}}」。', '{{examples}}'],
      action: '查看產品',
      after: ['您收到此郵件是因為您儲存了該搜尋，並在電子郵件通知設定中開啟了「產品提醒與回答」。您可以在「我的提醒」中刪除該搜尋。'],
    },
    tr: {
      subject: '"{{search}}" aramanız için yeni ürünler',
      lines: ['GemBourse\'ta kayıtlı "{{search}}" aramanıza uyan {{count}} yeni ürün var.', '{{examples}}'],
      action: 'Ürünleri görün',
      after: [
        'Bu e-postayı, bu aramayı kaydettiğiniz ve e-posta bildirim ayarlarınızda "Ürün uyarıları ve yanıtlar" açık olduğu için aldınız. Aramayı uyarılarınızdan kaldırabilirsiniz.',
      ],
    },
  },
};
