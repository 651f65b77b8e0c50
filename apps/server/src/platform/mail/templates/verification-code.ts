import type { MailTemplate } from './mail-template.ts';

/** The 6-digit code that proves a registrant owns the address. The code stays out of the subject line. */
export const verificationCode: MailTemplate<{ code: string; minutes: number }> = {
  code: (p) => p.code,
  copy: {
    en: {
      subject: 'Your GemBourse verification code',
      lines: ['Use this code to verify your e-mail address and finish your registration on GemBourse:'],
      after: ['The code expires in {{minutes}} minutes. If you did not ask for it, you can ignore this e-mail.'],
    },
    'zh-cn': {
      subject: '您的 GemBourse 验证码',
      lines: ['请使用以下验证码验证您的邮箱地址并完成 GemBourse 注册：'],
      after: ['验证码将在 {{minutes}} 分钟后失效。如果这不是您本人的操作，请忽略此邮件。'],
    },
    'zh-tw': {
      subject: '您的 GemBourse 驗證碼',
      lines: ['請使用以下驗證碼驗證您的電子郵件地址並完成 GemBourse 註冊：'],
      after: ['驗證碼將在 {{minutes}} 分鐘後失效。如果這不是您本人的操作，請忽略此郵件。'],
    },
    tr: {
      subject: 'GemBourse doğrulama kodunuz',
      lines: ['E-posta adresinizi doğrulamak ve GemBourse kaydınızı tamamlamak için bu kodu kullanın:'],
      after: ['Kodun süresi {{minutes}} dakika içinde dolar. Bu kodu siz istemediyseniz bu e-postayı dikkate almayın.'],
    },
  },
};
