import type { Locale } from '@gembourse/contracts/locale';

// Server messages of the organiser's console (companies and verification). Spread into MESSAGES (messages.ts), so
// they are translated and looked up like every other message.

type Messages = Record<Locale, string>;

export const CONSOLE_MESSAGES = {
  companyVerificationRejected: {
    en: 'GemBourse could not verify your company, so its account has not been opened. Please read the e-mail we sent you or contact GemBourse support.',
    'zh-cn': 'GemBourse 未能审核通过贵公司，因此账户未被开通。请查看我们发送给您的邮件，或联系 GemBourse 客服。',
    'zh-tw': 'GemBourse 未能審核通過貴公司，因此帳戶未被開通。請查看我們寄給您的電子郵件，或聯絡 GemBourse 客服。',
    tr: 'GemBourse şirketinizi doğrulayamadı; bu nedenle hesabı açılmadı. Lütfen size gönderdiğimiz e-postayı okuyun veya GemBourse destek ekibiyle iletişime geçin.',
  },
  verificationNotPending: {
    en: 'Only a company awaiting verification can be rejected. Suspend a company that is already live instead.',
    'zh-cn': '只能拒绝正在等待审核的公司。已开通的公司请改用暂停。',
    'zh-tw': '只能拒絕正在等待審核的公司。已開通的公司請改用暫停。',
    tr: 'Yalnızca doğrulama bekleyen bir şirket reddedilebilir. Zaten etkin olan bir şirketi bunun yerine askıya alın.',
  },
} satisfies Record<string, Messages>;
