import { appLink, type MailTemplate } from './mail-template.ts';

/** After registration: the single-use link where the new member sets a password (SPEC §4). */
export const activation: MailTemplate<{ token: string; hours: number }> = {
  link: (p, ctx) => appLink(ctx, '/home/activate', { token: p.token }),
  copy: {
    en: {
      subject: 'Activate your GemBourse account',
      lines: [
        'Thank you for registering with GemBourse, the online exhibition of the jewellery and gemstone trade.',
        'Please set your password to activate your account:',
      ],
      action: 'Set my password',
      after: ['The link works once and expires in {{hours}} hours. If you did not register, you can ignore this e-mail.'],
    },
    'zh-cn': {
      subject: '激活您的 GemBourse 账户',
      lines: ['感谢您注册 GemBourse——珠宝和宝石行业的线上展会。', '请设置密码以激活您的账户：'],
      action: '设置密码',
      after: ['此链接仅可使用一次，将在 {{hours}} 小时后失效。如果您没有注册，请忽略此邮件。'],
    },
    'zh-tw': {
      subject: '啟用您的 GemBourse 帳戶',
      lines: ['感謝您註冊 GemBourse——珠寶和寶石行業的線上展會。', '請設定密碼以啟用您的帳戶：'],
      action: '設定密碼',
      after: ['此連結僅可使用一次，將在 {{hours}} 小時後失效。如果您沒有註冊，請忽略此郵件。'],
    },
    tr: {
      subject: 'GemBourse hesabınızı etkinleştirin',
      lines: [
        "Mücevher ve değerli taş sektörünün çevrimiçi fuarı GemBourse'a kaydolduğunuz için teşekkür ederiz.",
        'Hesabınızı etkinleştirmek için şifrenizi belirleyin:',
      ],
      action: 'Şifremi belirle',
      after: [
        'Bağlantı yalnızca bir kez kullanılabilir ve {{hours}} saat sonra geçerliliğini yitirir. Kaydolmadıysanız bu e-postayı dikkate almayın.',
      ],
    },
  },
};
