import { Fragment, useMemo } from 'react';
import { safeHtml } from '../../../shared/html/safe-html.ts';

// Only web links become clickable; the rest of the text stays text.
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
// Sentence punctuation right after a link belongs to the sentence, not to the address.
const TRAILING = /[.,;:!?)\]]+$/;

/** Splits plain text into text and http(s) links. */
export function linkify(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const href = match[0].replace(TRAILING, '');
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: href, href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The plain-text version of an e-mail, with its web links clickable (they open in a new tab). */
export function MailText({ text }: { text: string }) {
  const parts = useMemo(() => linkify(text), [text]);
  return (
    <pre className="gb-mailbox__text">
      {parts.map((part, i) =>
        part.href ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </pre>
  );
}

const FRAME_STYLE =
  'html,body{margin:0}body{padding:16px;font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5;overflow-wrap:anywhere}';

/**
 * The document an HTML e-mail is shown in: sanitised with DOMPurify (no scripts, handlers, forms or frames), links
 * forced to a new tab, in a frame of its own so the mail's styles and the page's never meet.
 */
export function mailDocument(html: string, lang: string): string {
  return (
    `<!doctype html><html lang="${lang.replace(/[^A-Za-z-]/g, '')}"><head><meta charset="utf-8">` +
    `<meta name="referrer" content="no-referrer"><base target="_blank"><style>${FRAME_STYLE}</style></head>` +
    `<body>${safeHtml(html)}</body></html>`
  );
}

/**
 * An HTML e-mail in a sandboxed frame: no scripts and an opaque origin (no allow-scripts, no allow-same-origin), so
 * even a message that slipped past the sanitiser could neither run code nor reach the app. Links may open new tabs,
 * which leave the sandbox so activation and reset pages work normally.
 */
export function MailHtml({ html, lang, title }: { html: string; lang: string; title: string }) {
  const doc = useMemo(() => mailDocument(html, lang), [html, lang]);
  return <iframe className="gb-mailbox__frame" title={title} sandbox="allow-popups allow-popups-to-escape-sandbox" srcDoc={doc} />;
}
