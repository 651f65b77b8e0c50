import type { Locale } from '@gembourse/contracts/locale';
import { TEMPLATES, type TemplateName, type TemplateParams } from './templates/catalogue.ts';
import type { MailTemplate } from './templates/mail-template.ts';
import { interpolate } from '../i18n/interpolate.ts';
import { greetingOf, type Recipient } from './greeting.ts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The frame every e-mail shares, per language (the greeting is greeting.ts's). */
const FRAME: Record<Locale, { fallback: string; footer: string }> = {
  en: {
    fallback: 'If the button does not work, copy this address into your browser:',
    footer:
      'GemBourse, the online exhibition and B2B marketplace of the jewellery and gemstone trade. This is an automatic message; please do not reply.',
  },
  'zh-cn': {
    fallback: '如果按钮无法使用，请将以下地址复制到浏览器中打开：',
    footer: 'GemBourse——珠宝和宝石行业的线上展会与 B2B 交易平台。此邮件由系统自动发送，请勿回复。',
  },
  'zh-tw': {
    fallback: '如果按鈕無法使用，請將以下網址複製到瀏覽器中開啟：',
    footer: 'GemBourse——珠寶和寶石行業的線上展會與 B2B 交易平台。此郵件由系統自動發送，請勿回覆。',
  },
  tr: {
    fallback: 'Düğme çalışmazsa bu adresi tarayıcınıza kopyalayın:',
    footer:
      'GemBourse, mücevher ve değerli taş sektörünün çevrimiçi fuarı ve B2B pazaryeri. Bu otomatik bir mesajdır; lütfen yanıtlamayın.',
  },
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);
}

/** Fills {{param}} placeholders (strings and numbers only), never with the token. */
function fill(text: string, params: object): string {
  const { token: _token, ...shown } = params as Record<string, unknown>;
  return interpolate(text, shown);
}

/**
 * Renders a template in the recipient's language as plain text and as simple HTML, opening with the one greeting of
 * greeting.ts (templates greet nobody themselves). Params come from users (names, companies), so every filled string
 * is escaped before it reaches the HTML; the copy itself holds no markup.
 */
export function renderMail<T extends TemplateName>(
  name: T,
  locale: Locale,
  params: TemplateParams<T>,
  publicUrl: string,
  recipient: Recipient | null,
): RenderedMail {
  const template = TEMPLATES[name] as MailTemplate<TemplateParams<T>>;
  const copy = template.copy[locale] ?? template.copy.en;
  const frame = FRAME[locale] ?? FRAME.en;
  const greeting = greetingOf(recipient, locale);
  // A paragraph that is only an optional param (a sender's note) disappears when the param is empty.
  const lines = copy.lines.map((l) => fill(l, params)).filter((l) => l.trim() !== '');
  const after = copy.after.map((l) => fill(l, params)).filter((l) => l.trim() !== '');
  const code = template.code?.(params);
  const link = template.link?.(params, { publicUrl, locale });
  const action = copy.action && link ? { label: copy.action, link } : undefined;
  const subject = fill(copy.subject, params);

  const text = [
    greeting,
    ...lines,
    ...(code ? [code] : []),
    ...(action ? [`${action.label}: ${action.link}`] : []),
    ...after,
    '--',
    frame.footer,
  ].join('\n\n');

  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:6px;padding:24px">',
    '<div style="font-size:20px;font-weight:bold;color:#1677ff;margin-bottom:16px">GemBourse</div>',
    p(greeting),
    ...lines.map(p),
    code ? `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;margin:0 0 16px">${escapeHtml(code)}</p>` : '',
    action
      ? `<p style="margin:0 0 16px"><a href="${escapeHtml(action.link)}" style="display:inline-block;background:#1677ff;color:#fff;text-decoration:none;padding:10px 20px;border-radius:6px">${escapeHtml(action.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:12px;color:#666">${escapeHtml(frame.fallback)}<br>${escapeHtml(action.link)}</p>`
      : '',
    ...after.map(p),
    `<p style="margin:24px 0 0;font-size:12px;color:#888">${escapeHtml(frame.footer)}</p>`,
    '</div></body></html>',
  ].join('');

  return { subject, text, html };
}
