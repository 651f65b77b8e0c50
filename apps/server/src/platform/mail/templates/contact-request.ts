import { appLink, type MailTemplate } from './mail-template.ts';

// The e-mails of the notification preference "Contact request received or confirmed" (SPEC §3), sent only to members
// who keep it on, in their e-mail language.

/**
 * To the admins of a company another company asked for contact. `companyId` is the recipient's own company: its
 * profile lists the requests to answer. `note` is the requester's optional message.
 */
export const contactRequested: MailTemplate<{ company: string; person: string; note: string; companyId: number }> = {
  link: (p, ctx) => appLink(ctx, '/home/company-profile', { id: String(p.companyId) }),
  copy: {
    en: {
      subject: 'New contact request from {{company}}',
      lines: ['{{person}} of {{company}} would like to establish contact with your company on GemBourse.', '{{note}}'],
      action: 'Answer the request',
      after: [
        'You can accept or decline it under "Contact requests" on your company profile.',
        'You receive this e-mail because "Contact requests" is on in your e-mail notification settings.',
      ],
    },
    'zh-cn': {
      subject: '来自 {{company}} 的新联系请求',
      lines: ['{{company}} 的 {{person}} 希望在 GemBourse 上与贵公司建立联系。', '{{note}}'],
      action: '回复请求',
      after: ['您可以在公司主页的“联系申请”中接受或拒绝该请求。', '您收到此邮件是因为您在邮件通知设置中开启了“联系请求”。'],
    },
    'zh-tw': {
      subject: '來自 {{company}} 的新聯絡請求',
      lines: ['{{company}} 的 {{person}} 希望在 GemBourse 上與貴公司建立聯絡。', '{{note}}'],
      action: '回覆請求',
      after: ['您可以在公司主頁的「聯絡申請」中接受或拒絕該請求。', '您收到此郵件是因為您在電子郵件通知設定中開啟了「聯絡請求」。'],
    },
    tr: {
      subject: '{{company}} şirketinden yeni iletişim isteği',
      lines: ["{{company}} şirketinden {{person}}, GemBourse'ta şirketinizle iletişim kurmak istiyor.", '{{note}}'],
      action: 'İsteği yanıtlayın',
      after: [
        'İsteği şirket profilinizdeki "İletişim talepleri" bölümünden kabul edebilir veya reddedebilirsiniz.',
        'Bu e-postayı, e-posta bildirim ayarlarınızda "İletişim istekleri" seçeneği açık olduğu için aldınız.',
      ],
    },
  },
};

/** To the member who asked, once the other company accepted: contact has been established (SPEC §4). */
export const contactAccepted: MailTemplate<{ company: string; companyId: number }> = {
  link: (p, ctx) => appLink(ctx, '/home/company-profile', { id: String(p.companyId) }),
  copy: {
    en: {
      subject: 'Contact has been established with {{company}}',
      lines: ['{{company}} accepted your contact request on GemBourse. Their contact details are now open to you on their profile.'],
      action: 'View the profile',
      after: ['You receive this e-mail because "Contact requests" is on in your e-mail notification settings.'],
    },
    'zh-cn': {
      subject: '已与 {{company}} 建立联系',
      lines: ['{{company}} 已在 GemBourse 上接受您的联系请求。您现在可以在对方的公司主页上查看其联系方式。'],
      action: '查看公司主页',
      after: ['您收到此邮件是因为您在邮件通知设置中开启了“联系请求”。'],
    },
    'zh-tw': {
      subject: '已與 {{company}} 建立聯絡',
      lines: ['{{company}} 已在 GemBourse 上接受您的聯絡請求。您現在可以在對方的公司主頁上查看其聯絡方式。'],
      action: '查看公司主頁',
      after: ['您收到此郵件是因為您在電子郵件通知設定中開啟了「聯絡請求」。'],
    },
    tr: {
      subject: '{{company}} ile iletişim kuruldu',
      lines: ["{{company}}, GemBourse'taki iletişim isteğinizi kabul etti. İletişim bilgileri artık profillerinde size açık."],
      action: 'Profili görüntüleyin',
      after: ['Bu e-postayı, e-posta bildirim ayarlarınızda "İletişim istekleri" seçeneği açık olduğu için aldınız.'],
    },
  },
};
