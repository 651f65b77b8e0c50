import type { HeadTags } from './head-tags.ts';

// The head tags as a list of elements: one reading of HeadTags that both writers share, the server's HTML string
// (head-html.ts) and the browser's DOM update after a navigation (apply-head-tags.ts), so they cannot drift apart.

/** The attribute that marks the elements these tags own: a client navigation replaces those and touches no other. */
export const HEAD_MARK = 'data-gb-head';

export type HeadElement =
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'script'; attrs: Record<string, string>; text: string };

/**
 * JSON-LD as the text of a <script> element: `<`, `>` and `&` as JSON escapes, so no text in the data (a product
 * called `</script><script>…`) can close the element or open a comment, and U+2028/9 escaped too. JSON.parse reads the
 * same data back.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const meta = (key: 'name' | 'property', name: string, content: string | number | undefined): HeadElement[] =>
  content === undefined || content === '' ? [] : [{ tag: 'meta', attrs: { [key]: name, content: String(content) } }];

/** Every element of `tags` but the <title> (which both writers handle on their own: a document has one). */
export function headElements(tags: HeadTags): HeadElement[] {
  const og = tags.openGraph;
  const tw = tags.twitter;
  return [
    ...meta('name', 'description', tags.description),
    ...meta('name', 'robots', tags.robots),
    { tag: 'link', attrs: { rel: 'canonical', href: tags.canonical } },
    ...tags.alternates.map((a): HeadElement => ({ tag: 'link', attrs: { rel: 'alternate', hreflang: a.hreflang, href: a.href } })),
    ...meta('property', 'og:type', og.type),
    ...meta('property', 'og:title', og.title),
    ...meta('property', 'og:description', og.description),
    ...meta('property', 'og:url', og.url),
    ...meta('property', 'og:site_name', og.siteName),
    ...meta('property', 'og:locale', og.locale),
    ...meta('property', 'og:image', og.image?.url),
    ...meta('property', 'og:image:width', og.image?.width),
    ...meta('property', 'og:image:height', og.image?.height),
    ...meta('property', 'og:image:alt', og.image?.alt),
    ...meta('name', 'twitter:card', tw.card),
    ...meta('name', 'twitter:title', tw.title),
    ...meta('name', 'twitter:description', tw.description),
    ...meta('name', 'twitter:image', tw.image?.url),
    ...meta('name', 'twitter:image:alt', tw.image?.alt),
    ...tags.jsonLd.map((data): HeadElement => ({ tag: 'script', attrs: { type: 'application/ld+json' }, text: jsonLdText(data) })),
  ];
}
