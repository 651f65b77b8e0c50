import type { Locale } from '@gembourse/contracts/locale';

// The chat's refusals (issue 12: SPEC §5 "Chatting with oneself is not supported", blocks, limits, reports).
// Spread into MESSAGES (messages.ts), so they are translated and looked up like every other server text.

type Messages = Record<Locale, string>;

export const CHAT_MESSAGES = {
  chatSelf: {
    en: 'Chatting with oneself is not supported.',
    'zh-cn': '不支持与自己聊天。',
    'zh-tw': '不支援與自己聊天。',
    tr: 'Kendinizle sohbet etmek desteklenmiyor.',
  },
  chatBlockSelf: {
    en: 'You cannot block yourself.',
    'zh-cn': '不能屏蔽自己。',
    'zh-tw': '不能封鎖自己。',
    tr: 'Kendinizi engelleyemezsiniz.',
  },
  chatBlockedByMe: {
    en: 'You have blocked this member. Unblock them to exchange messages again.',
    'zh-cn': '您已屏蔽该会员。解除屏蔽后才能继续互发消息。',
    'zh-tw': '您已封鎖該會員。解除封鎖後才能繼續互傳訊息。',
    tr: 'Bu üyeyi engellediniz. Yeniden mesajlaşmak için engeli kaldırın.',
  },
  chatBlockedByPeer: {
    en: 'This member does not accept messages from you.',
    'zh-cn': '该会员不接受您的消息。',
    'zh-tw': '該會員不接受您的訊息。',
    tr: 'Bu üye sizden mesaj kabul etmiyor.',
  },
  chatPeerInactive: {
    en: "This member's account is no longer active. The conversation can be read but not continued.",
    'zh-cn': '该会员的账户已停用。此对话只能查看，不能继续发送消息。',
    'zh-tw': '該會員的帳戶已停用。此對話只能查看，無法繼續傳送訊息。',
    tr: 'Bu üyenin hesabı artık etkin değil. Sohbet okunabilir ancak devam ettirilemez.',
  },
  chatTooFast: {
    en: 'You are sending messages too quickly. Please wait {{seconds}} seconds and try again.',
    'zh-cn': '您发送消息过于频繁，请 {{seconds}} 秒后再试。',
    'zh-tw': '您傳送訊息過於頻繁，請 {{seconds}} 秒後再試。',
    tr: 'Çok hızlı mesaj gönderiyorsunuz. Lütfen {{seconds}} saniye bekleyip tekrar deneyin.',
  },
  chatTooManyConversations: {
    en: 'You have started too many new conversations. Please wait {{minutes}} minutes and try again.',
    'zh-cn': '您发起的新对话过多，请 {{minutes}} 分钟后再试。',
    'zh-tw': '您發起的新對話過多，請 {{minutes}} 分鐘後再試。',
    tr: 'Çok fazla yeni sohbet başlattınız. Lütfen {{minutes}} dakika bekleyip tekrar deneyin.',
  },
  chatImageNotOwned: {
    en: 'This image was not uploaded by you. Please upload it again.',
    'zh-cn': '该图片不是您上传的，请重新上传。',
    'zh-tw': '該圖片不是您上傳的，請重新上傳。',
    tr: 'Bu görsel sizin tarafınızdan yüklenmedi. Lütfen yeniden yükleyin.',
  },
  chatClientIdReused: {
    en: 'This message was already sent in another conversation. Please send it again.',
    'zh-cn': '该消息已在另一个对话中发送，请重新发送。',
    'zh-tw': '該訊息已在另一個對話中傳送，請重新傳送。',
    tr: 'Bu mesaj başka bir sohbette zaten gönderildi. Lütfen yeniden gönderin.',
  },
  chatCursorInvalid: {
    en: 'The list position is not valid. Please reload the list.',
    'zh-cn': '列表位置无效，请重新加载列表。',
    'zh-tw': '清單位置無效，請重新載入清單。',
    tr: 'Liste konumu geçerli değil. Lütfen listeyi yeniden yükleyin.',
  },
  chatReportClosed: {
    en: 'This report has already been closed.',
    'zh-cn': '该举报已处理完毕。',
    'zh-tw': '該檢舉已處理完畢。',
    tr: 'Bu şikâyet zaten kapatıldı.',
  },
} satisfies Record<string, Messages>;
