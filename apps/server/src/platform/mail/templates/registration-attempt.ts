import { appLink, type MailTemplate } from './mail-template.ts';

/**
 * Sent instead of a code when the address already has an account: the API answers the same either way (no account
 * enumeration), and only the owner of the mailbox learns that the address is registered.
 */
export const registrationAttempt: MailTemplate<Record<string, never>> = {
  link: (_p, ctx) => appLink(ctx, '/home/login'),
  copy: {
    en: {
      subject: 'Someone tried to register with your e-mail address',
      lines: [
        'Someone just tried to register a new GemBourse account with this e-mail address, but an account with it already exists.',
        "If it was you, log in with your password, or use 'Forgot password' on the login page to set a new one.",
      ],
      action: 'Log in to GemBourse',
      after: ['If it was not you, you can ignore this e-mail: your account has not been changed.'],
    },
    'zh-cn': {
      subject: '有人尝试使用您的邮箱地址注册',
      lines: [
        '刚刚有人尝试使用此邮箱地址注册新的 GemBourse 账户，但该邮箱已有账户。',
        '如果是您本人，请使用密码登录，或在登录页面点击“忘记密码”设置新密码。',
      ],
      action: '登录 GemBourse',
      after: ['如果不是您本人，请忽略此邮件，您的账户没有任何变更。'],
    },
    'zh-tw': {
      subject: '有人嘗試使用您的電子郵件地址註冊',
      lines: [
        '剛剛有人嘗試使用此電子郵件地址註冊新的 GemBourse 帳戶，但該電子郵件已有帳戶。',
        '如果是您本人，請使用密碼登入，或在登入頁面點選「忘記密碼」設定新密碼。',
      ],
      action: '登入 GemBourse',
      after: ['如果不是您本人，請忽略此郵件，您的帳戶沒有任何變更。'],
    },
    tr: {
      subject: 'E-posta adresinizle kayıt olunmaya çalışıldı',
      lines: [
        'Az önce biri bu e-posta adresiyle yeni bir GemBourse hesabı açmaya çalıştı, ancak bu adresle kayıtlı bir hesap zaten var.',
        "Bu siz idiyseniz şifrenizle giriş yapın ya da yeni bir şifre belirlemek için giriş sayfasındaki 'Şifremi unuttum' bağlantısını kullanın.",
      ],
      action: "GemBourse'a giriş yapın",
      after: ['Bu siz değilseniz bu e-postayı dikkate almayın: hesabınızda hiçbir değişiklik yapılmadı.'],
    },
  },
};
