import { HEAD_MARK, headElements, type HeadElement } from './head-elements.ts';
import type { HeadTags } from './head-tags.ts';

/** Text as HTML text or a quoted attribute value: every character that could end either escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function elementHtml(el: HeadElement, nonce: string | undefined): string {
  const attrs = { ...el.attrs, ...(el.tag === 'script' && nonce ? { nonce } : {}) };
  const list = Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
    .join('');
  const open = `<${el.tag} ${HEAD_MARK}${list}>`;
  // The script's text is JSON with `<` escaped (jsonLdText): safe as raw text, where entities would not be decoded.
  return el.tag === 'script' ? `${open}${el.text}</script>` : open;
}

/**
 * The head tags as HTML for a server-rendered page's <head>, in place of the shell's <title> and description: the
 * title, then one element a line, each marked HEAD_MARK so the browser's applyHeadTags replaces them after a
 * navigation. `nonce`, the response's CSP nonce, goes on the JSON-LD scripts (data blocks, which the browser does not
 * run, but a strict policy's nonce keeps them out of any report).
 */
export function headTagsHtml(tags: HeadTags, options: { nonce?: string } = {}): string {
  return [`<title>${escapeHtml(tags.title)}</title>`, ...headElements(tags).map((el) => elementHtml(el, options.nonce))].join('\n');
}
