import type { ReactNode } from 'react';

/** A piece of a message's text: plain text, or an http(s) address to show as a link. */
export type TextPart = { type: 'text'; text: string } | { type: 'link'; text: string; href: string };

// Only http and https addresses become links: `javascript:`, `data:` and the rest stay text, whatever they look like.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
// Punctuation that ends a sentence rather than an address ("see https://x.example/a."), and a closing bracket
// without its opening one inside the address.
const TRAILING = /[.,;:!?'"»」』。，；：！？]+$/;

function trimTrailing(candidate: string): string {
  let url = candidate.replace(TRAILING, '');
  while (url.endsWith(')') && (url.match(/\(/g)?.length ?? 0) < (url.match(/\)/g)?.length ?? 0)) {
    url = url.slice(0, -1).replace(TRAILING, '');
  }
  return url;
}

function safeHref(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Splits a message's text into text and http(s) links (the text is never read as HTML). */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const candidate = trimTrailing(match[0]);
    const href = safeHref(candidate);
    if (!href) continue;
    if (start > at) parts.push({ type: 'text', text: text.slice(at, start) });
    parts.push({ type: 'link', text: candidate, href });
    at = start + candidate.length;
  }
  if (at < text.length) parts.push({ type: 'text', text: text.slice(at) });
  return parts;
}

/**
 * A message's text as React text nodes (escaped by React: `<script>` shows as the characters it is), with http(s)
 * addresses as links that open in a new tab without handing it this page (noopener), passing no referrer and no
 * ranking credit (nofollow ugc: the link is the member's, not ours).
 */
export function MessageText({ text }: { text: string }) {
  const nodes: ReactNode[] = splitLinks(text).map((part, i) =>
    part.type === 'link' ? (
      <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
        {part.text}
      </a>
    ) : (
      part.text
    ),
  );
  return <span className="gb-chat-text">{nodes}</span>;
}
