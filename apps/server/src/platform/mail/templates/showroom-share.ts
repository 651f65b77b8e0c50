import { appLink, type MailTemplate } from './mail-template.ts';

/**
 * A member shares a supplier's showroom (SPEC §2 "Share showroom link by e-mail"). Written in the sender's language:
 * the recipient is not a known member, and the sender chose the words. `note` is the sender's optional message.
 */
export const showroomShare: MailTemplate<{ sender: string; senderCompany: string; company: string; companyId: number; note: string }> = {
  link: (p, ctx) => appLink(ctx, '/home/company-profile', { id: String(p.companyId) }),
  copy: {
    en: {
      subject: '{{sender}} shared a showroom with you: {{company}}',
      lines: [
        '{{sender}} of {{senderCompany}} thinks you will like the showroom of {{company}} on GemBourse, the online exhibition of the jewellery and gemstone trade.',
        '{{note}}',
      ],
      action: 'Visit the showroom',
      after: ['You received this e-mail because {{sender}} entered your address. GemBourse has not added you to any list.'],
    },
    'zh-cn': {
      subject: '{{sender}} 与您分享了展厅：{{company}}',
      lines: ['{{senderCompany}} 的 {{sender}} 认为您会喜欢 {{company}} 在 GemBourse（珠宝和宝石行业的线上展会）上的展厅。', '{{note}}'],
      action: '参观展厅',
      after: ['您收到此邮件是因为 {{sender}} 填写了您的邮箱地址。GemBourse 不会将您加入任何邮件列表。'],
    },
    'zh-tw': {
      subject: '{{sender}} 與您分享了展廳：{{company}}',
      lines: ['{{senderCompany}} 的 {{sender}} 認為您會喜歡 {{company}} 在 GemBourse（珠寶和寶石行業的線上展會）上的展廳。', '{{note}}'],
      action: '參觀展廳',
      after: ['您收到此郵件是因為 {{sender}} 填寫了您的電子郵件地址。GemBourse 不會將您加入任何郵件清單。'],
    },
    tr: {
      subject: '{{sender}} sizinle bir showroom paylaştı: {{company}}',
      lines: [
        "{{senderCompany}} şirketinden {{sender}}, mücevher ve değerli taş sektörünün çevrimiçi fuarı GemBourse'taki {{company}} showroom'unu beğeneceğinizi düşünüyor.",
        '{{note}}',
      ],
      action: "Showroom'u ziyaret edin",
      after: ['Bu e-postayı {{sender}} adresinizi girdiği için aldınız. GemBourse sizi hiçbir listeye eklemedi.'],
    },
  },
};
