import { appLink, type MailTemplate } from './mail-template.ts';

/**
 * A company admin invited a colleague (issue 13): the single-use link where the invitee sets a password. It opens the
 * same page as the registration's activation link; the invitation names who invited them and to which company.
 */
export const invitation: MailTemplate<{ inviter: string; company: string; token: string; hours: number }> = {
  link: (p, ctx) => appLink(ctx, '/home/activate', { token: p.token }),
  copy: {
    en: {
      subject: '{{inviter}} invited you to {{company}} on GemBourse',
      lines: [
        '{{inviter}} invited you to join {{company}} on GemBourse, the online exhibition of the jewellery and gemstone trade.',
        'Set your password to accept the invitation:',
      ],
      action: 'Accept and set my password',
      after: ['The link works once and expires in {{hours}} hours. If you did not expect this invitation, you can ignore this e-mail.'],
    },
    'zh-cn': {
      subject: '{{inviter}} 邀请您加入 GemBourse 上的 {{company}}',
      lines: ['{{inviter}} 邀请您加入 {{company}}，一起使用 GemBourse——珠宝和宝石行业的线上展会。', '请设置密码以接受邀请：'],
      action: '接受邀请并设置密码',
      after: ['此链接仅可使用一次，将在 {{hours}} 小时后失效。如果您没有预料到此邀请，请忽略此邮件。'],
    },
    'zh-tw': {
      subject: '{{inviter}} 邀請您加入 GemBourse 上的 {{company}}',
      lines: ['{{inviter}} 邀請您加入 {{company}}，一起使用 GemBourse——珠寶和寶石行業的線上展會。', '請設定密碼以接受邀請：'],
      action: '接受邀請並設定密碼',
      after: ['此連結僅可使用一次，將在 {{hours}} 小時後失效。如果您沒有預料到此邀請，請忽略此郵件。'],
    },
    tr: {
      subject: "{{inviter}} sizi GemBourse'ta {{company}} ekibine davet etti",
      lines: [
        "{{inviter}} sizi mücevher ve değerli taş sektörünün çevrimiçi fuarı GemBourse'ta {{company}} ekibine katılmaya davet etti.",
        'Daveti kabul etmek için şifrenizi belirleyin:',
      ],
      action: 'Kabul et ve şifremi belirle',
      after: [
        'Bağlantı yalnızca bir kez kullanılabilir ve {{hours}} saat sonra geçerliliğini yitirir. Bu daveti beklemiyorsanız bu e-postayı dikkate almayın.',
      ],
    },
  },
};
