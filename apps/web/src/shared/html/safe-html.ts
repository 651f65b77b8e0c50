import DOMPurify from 'dompurify';

// Every piece of stored HTML the app inserts (product descriptions, the legal and About texts, the dev mailbox's
// e-mails) passes here: DOMPurify behind the server's own sanitising, then every link opened in a new tab. In the
// browser DOMPurify works on the page's window; the server renderer (app/ssr/entry-server.tsx) gives it a window of
// its own (jsdom), so a page rendered there holds the very markup the browser computes when it hydrates.

type Purifier = ReturnType<typeof DOMPurify>;

let purifier: Purifier = DOMPurify;
let doc: Document | undefined = typeof document === 'undefined' ? undefined : document;

/** The server renderer's window (jsdom): DOMPurify needs a DOM to parse into. */
export function setHtmlWindow(window: Window & typeof globalThis): void {
  purifier = DOMPurify(window);
  doc = window.document;
}

/** Tags never kept, besides DOMPurify's own list (scripts, handlers). */
const FORBIDDEN = ['form', 'input', 'button', 'textarea', 'select', 'style', 'iframe'];

/**
 * `html` made safe to insert: no scripts, handlers, forms, styles or frames, each link opened in a new tab with
 * `rel` = `noopener noreferrer` and the extra values of `rel` (a product's links add `nofollow`).
 */
export function safeHtml(html: string, { rel = [] as readonly string[] } = {}): string {
  if (!doc) throw new Error('safeHtml needs a DOM: the server renderer sets one with setHtmlWindow');
  const body = purifier.sanitize(html, { RETURN_DOM_FRAGMENT: true, FORBID_TAGS: FORBIDDEN });
  for (const link of body.querySelectorAll('a')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', ['noopener', 'noreferrer', ...rel].join(' '));
  }
  const holder = doc.createElement('div');
  holder.append(body);
  return holder.innerHTML;
}
