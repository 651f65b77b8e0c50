import { appLink, type MailTemplate } from './mail-template.ts';

// The organiser's verification decision, to the admins of the company (console "companies and verification").
// `note` is the organiser's optional message; its paragraph disappears when it is empty.

/** The company was verified: its members may log in (a pending supplier could not before). */
export const companyVerified: MailTemplate<{ company: string; note: string }> = {
  link: (_p, ctx) => appLink(ctx, '/home/login'),
  copy: {
    en: {
      subject: '{{company}} is verified on GemBourse',
      lines: ['GemBourse has verified your company {{company}}. You and your team can now log in and present your showroom.', '{{note}}'],
      action: 'Log in to GemBourse',
      after: ["If you have not set a password yet, use the link of your activation e-mail, or 'Forgot password' on the login page."],
    },
    'zh-cn': {
      subject: '{{company}} 已通过 GemBourse 审核',
      lines: ['GemBourse 已审核通过贵公司 {{company}}。您和您的团队现在可以登录并展示您的展厅。', '{{note}}'],
      action: '登录 GemBourse',
      after: ['如果您尚未设置密码，请使用激活邮件中的链接，或在登录页面点击“忘记密码”。'],
    },
    'zh-tw': {
      subject: '{{company}} 已通過 GemBourse 審核',
      lines: ['GemBourse 已審核通過貴公司 {{company}}。您和您的團隊現在可以登入並展示您的展廳。', '{{note}}'],
      action: '登入 GemBourse',
      after: ['如果您尚未設定密碼，請使用啟用郵件中的連結，或在登入頁面點選「忘記密碼」。'],
    },
    tr: {
      subject: "{{company}} GemBourse'ta doğrulandı",
      lines: [
        'GemBourse, {{company}} şirketinizi doğruladı. Siz ve ekibiniz artık giriş yapıp showroomunuzu sergileyebilirsiniz.',
        '{{note}}',
      ],
      action: "GemBourse'a giriş yapın",
      after: [
        "Henüz bir şifre belirlemediyseniz etkinleştirme e-postanızdaki bağlantıyı ya da giriş sayfasındaki 'Şifremi unuttum' seçeneğini kullanın.",
      ],
    },
  },
};

/** The company was not verified: its members stay logged out (30010 at login, docs/decisions.md). */
export const companyRejected: MailTemplate<{ company: string; note: string }> = {
  link: (_p, ctx) => appLink(ctx, '/home/support'),
  copy: {
    en: {
      subject: 'Your GemBourse registration of {{company}}',
      lines: ['GemBourse could not verify your company {{company}}, so its account has not been opened.', '{{note}}'],
      action: 'Contact GemBourse support',
      after: ['If you think this is a mistake or you can provide more information, please contact GemBourse support.'],
    },
    'zh-cn': {
      subject: '关于您在 GemBourse 注册的 {{company}}',
      lines: ['GemBourse 未能审核通过贵公司 {{company}}，因此其账户未被开通。', '{{note}}'],
      action: '联系 GemBourse 客服',
      after: ['如果您认为这是误判，或可以提供更多资料，请联系 GemBourse 客服。'],
    },
    'zh-tw': {
      subject: '關於您在 GemBourse 註冊的 {{company}}',
      lines: ['GemBourse 未能審核通過貴公司 {{company}}，因此其帳戶未被開通。', '{{note}}'],
      action: '聯絡 GemBourse 客服',
      after: ['如果您認為這是誤判，或可以提供更多資料，請聯絡 GemBourse 客服。'],
    },
    tr: {
      subject: '{{company}} için GemBourse kaydınız',
      lines: ['GemBourse, {{company}} şirketinizi doğrulayamadı; bu nedenle hesabı açılmadı.', '{{note}}'],
      action: 'GemBourse desteğiyle iletişime geçin',
      after: ['Bunun bir hata olduğunu düşünüyorsanız ya da ek bilgi sağlayabilirseniz lütfen GemBourse destek ekibiyle iletişime geçin.'],
    },
  },
};
