import { appLink, type MailTemplate } from './mail-template.ts';

/** The notice after a password was set by reset or changed in the settings, so an owner notices a takeover. */
export const passwordChanged: MailTemplate<Record<string, never>> = {
  link: (_p, ctx) => appLink(ctx, '/home/login'),
  copy: {
    en: {
      subject: 'Your GemBourse password was changed',
      lines: [
        'The password of your GemBourse account was just changed. For your safety, devices that were logged in with the old password have been logged out.',
      ],
      action: 'Log in to GemBourse',
      after: [
        "If you did not do this, reset your password at once with 'Forgot password' on the login page, and contact GemBourse support.",
      ],
    },
    'zh-cn': {
      subject: '您的 GemBourse 密码已更改',
      lines: ['您的 GemBourse 账户密码刚刚已更改。为了您的安全，使用旧密码登录的设备均已退出登录。'],
      action: '登录 GemBourse',
      after: ['如果这不是您本人的操作，请立即在登录页面点击“忘记密码”重置密码，并联系 GemBourse 客服。'],
    },
    'zh-tw': {
      subject: '您的 GemBourse 密碼已變更',
      lines: ['您的 GemBourse 帳戶密碼剛剛已變更。為了您的安全，使用舊密碼登入的裝置均已登出。'],
      action: '登入 GemBourse',
      after: ['如果這不是您本人的操作，請立即在登入頁面點選「忘記密碼」重設密碼，並聯絡 GemBourse 客服。'],
    },
    tr: {
      subject: 'GemBourse şifreniz değiştirildi',
      lines: [
        'GemBourse hesabınızın şifresi az önce değiştirildi. Güvenliğiniz için eski şifreyle oturum açmış cihazlardan çıkış yapıldı.',
      ],
      action: "GemBourse'a giriş yapın",
      after: [
        "Bu işlemi siz yapmadıysanız giriş sayfasındaki 'Şifremi unuttum' ile şifrenizi hemen sıfırlayın ve GemBourse destek ekibiyle iletişime geçin.",
      ],
    },
  },
};
