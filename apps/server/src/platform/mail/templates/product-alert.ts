import { appLink, type MailTemplate } from './mail-template.ts';

// The e-mails of product alerts (issue 11 item 5), sent to members who set the alert and keep "Product alerts and answers" (productAlerts) on,
// in their e-mail language, at most once a day per alert. Prices are formatted by the sender in the recipient's
// language and in the supplier's currency (the price the supplier set, not a conversion).

type ProductAlertParams = { product: string; company: string; productId: number };

const productLink: MailTemplate<ProductAlertParams>['link'] = (p, ctx) => appLink(ctx, '/home/product-detail', { id: String(p.productId) });

/** The product's price went down: `oldPrice` and `newPrice` are formatted amounts. */
export const productPriceDrop: MailTemplate<ProductAlertParams & { oldPrice: string; newPrice: string }> = {
  link: productLink,
  copy: {
    en: {
      subject: 'Price drop: {{product}}',
      lines: ['The price of {{product}} from {{company}} has dropped from {{oldPrice}} to {{newPrice}}.'],
      action: 'View the product',
      after: [
        'You receive this e-mail because you set a price-drop alert on this product and "Product alerts and answers" is on in your e-mail notification settings.',
      ],
    },
    'zh-cn': {
      subject: '降价提醒：{{product}}',
      lines: ['{{company}} 的 {{product}} 已从 {{oldPrice}} 降至 {{newPrice}}。'],
      action: '查看产品',
      after: ['您收到此邮件是因为您为该产品设置了降价提醒，并在邮件通知设置中开启了“产品提醒与回答”。'],
    },
    'zh-tw': {
      subject: '降價提醒：{{product}}',
      lines: ['{{company}} 的 {{product}} 已從 {{oldPrice}} 降至 {{newPrice}}。'],
      action: '查看產品',
      after: ['您收到此郵件是因為您為該產品設定了降價提醒，並在電子郵件通知設定中開啟了「產品提醒與回答」。'],
    },
    tr: {
      subject: 'Fiyat düştü: {{product}}',
      lines: ['{{company}} tedarikçisinin {{product}} ürününün fiyatı {{oldPrice}} tutarından {{newPrice}} tutarına düştü.'],
      action: 'Ürünü görüntüleyin',
      after: [
        'Bu e-postayı, bu ürün için fiyat düşüşü uyarısı kurduğunuz ve e-posta bildirim ayarlarınızda "Ürün uyarıları ve yanıtlar" açık olduğu için aldınız.',
      ],
    },
  },
};

/** The product can be ordered again. */
export const productBackInStock: MailTemplate<ProductAlertParams> = {
  link: productLink,
  copy: {
    en: {
      subject: 'Back in stock: {{product}}',
      lines: ['{{product}} from {{company}} is available again.'],
      action: 'View the product',
      after: [
        'You receive this e-mail because you set a back-in-stock alert on this product and "Product alerts and answers" is on in your e-mail notification settings.',
      ],
    },
    'zh-cn': {
      subject: '到货提醒：{{product}}',
      lines: ['{{company}} 的 {{product}} 已重新有货。'],
      action: '查看产品',
      after: ['您收到此邮件是因为您为该产品设置了到货提醒，并在邮件通知设置中开启了“产品提醒与回答”。'],
    },
    'zh-tw': {
      subject: '到貨提醒：{{product}}',
      lines: ['{{company}} 的 {{product}} 已重新有貨。'],
      action: '查看產品',
      after: ['您收到此郵件是因為您為該產品設定了到貨提醒，並在電子郵件通知設定中開啟了「產品提醒與回答」。'],
    },
    tr: {
      subject: 'Yeniden stokta: {{product}}',
      lines: ['{{company}} tedarikçisinin {{product}} ürünü yeniden mevcut.'],
      action: 'Ürünü görüntüleyin',
      after: [
        'Bu e-postayı, bu ürün için stok uyarısı kurduğunuz ve e-posta bildirim ayarlarınızda "Ürün uyarıları ve yanıtlar" açık olduğu için aldınız.',
      ],
    },
  },
};
