import { appLink, type MailTemplate } from './mail-template.ts';

/** The single-use link of "forgot password". */
export const passwordReset: MailTemplate<{ token: string; minutes: number }> = {
  link: (p, ctx) => appLink(ctx, '/home/reset-password', { token: p.token }),
  copy: {
    en: {
      subject: 'Reset your GemBourse password',
      lines: ['We received a request to reset the password of your GemBourse account.', 'Choose a new password here:'],
      action: 'Reset my password',
      after: [
        'The link works once and expires in {{minutes}} minutes. If you did not ask for it, ignore this e-mail: your password stays unchanged.',
      ],
    },
    'zh-cn': {
      subject: '重置您的 GemBourse 密码',
      lines: ['我们收到了重置您 GemBourse 账户密码的请求。', '请在此设置新密码：'],
      action: '重置密码',
      after: ['此链接仅可使用一次，将在 {{minutes}} 分钟后失效。如果这不是您本人的请求，请忽略此邮件，您的密码不会改变。'],
    },
    'zh-tw': {
      subject: '重設您的 GemBourse 密碼',
      lines: ['我們收到了重設您 GemBourse 帳戶密碼的請求。', '請在此設定新密碼：'],
      action: '重設密碼',
      after: ['此連結僅可使用一次，將在 {{minutes}} 分鐘後失效。如果這不是您本人的請求，請忽略此郵件，您的密碼不會變更。'],
    },
    tr: {
      subject: 'GemBourse şifrenizi sıfırlayın',
      lines: ['GemBourse hesabınızın şifresini sıfırlama talebi aldık.', 'Yeni şifrenizi buradan belirleyin:'],
      action: 'Şifremi sıfırla',
      after: [
        'Bağlantı yalnızca bir kez kullanılabilir ve {{minutes}} dakika sonra geçerliliğini yitirir. Bu talebi siz yapmadıysanız bu e-postayı dikkate almayın: şifreniz değişmeyecek.',
      ],
    },
  },
};
