import type { Locale } from '@gembourse/contracts/locale';

// Server messages of the /ws socket's error frames (platform/realtime/realtime-frames.ts). Spread into MESSAGES
// (messages.ts), so they are translated and looked up like every other message.

type Messages = Record<Locale, string>;

export const REALTIME_MESSAGES = {
  // 40000: a frame that is not JSON, of an unknown type or of the wrong shape (ZClientFrame).
  frameInvalid: {
    en: 'The request could not be understood. Please reload the page and try again.',
    'zh-cn': '无法识别该请求，请刷新页面后重试。',
    'zh-tw': '無法識別該請求，請重新整理頁面後再試。',
    tr: 'İstek anlaşılamadı. Lütfen sayfayı yenileyip tekrar deneyin.',
  },
  // 42900: more frames waiting on one socket than it may queue (FRAME_QUEUE_MAX).
  framesTooFast: {
    en: 'Too many messages at once. Please slow down and try again.',
    'zh-cn': '发送过于频繁，请稍后再试。',
    'zh-tw': '傳送過於頻繁，請稍後再試。',
    tr: 'Aynı anda çok fazla mesaj. Lütfen yavaşlayıp tekrar deneyin.',
  },
} satisfies Record<string, Messages>;
