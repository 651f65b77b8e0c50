// A page's own text as a meta description: the HTML a supplier wrote (already sanitised by the server) read as plain
// text, and cut to what a result snippet shows. Pure string work, so the server and the browser cut the same way; the
// result is escaped again where it is written (head-html.ts), so this is about reading, not about safety.

// The named entities sanitised rich text carries (sanitize-html writes the markup ones, an editor's paste the
// typographic ones); any other stays as written, which the description then shows literally but safely.
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  middot: '·',
  times: '×',
  deg: '°',
  copy: '©',
  reg: '®',
  trade: '™',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** HTML as one line of text: scripts and styles dropped, tags read as spaces, entities decoded, whitespace collapsed. */
export function plainText(html: string): string {
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ');
  return collapse(decodeEntities(text));
}

/** Whitespace runs as one space, trimmed. */
export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The length budget of a description, in the width units of `widthOf`. */
export const DESCRIPTION_MAX = 160;

// Wide characters (CJK, Hangul, full-width forms) take two columns in a result snippet, so a Chinese description of
// 80 characters fills what 160 Latin ones do; counting them as two keeps both languages to one snippet.
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|[\u{20000}-\u{3fffd}]/u;
const widthOf = (ch: string) => (WIDE.test(ch) ? 2 : 1);

/**
 * `text` cut to `max` width units with an ellipsis: at the last space when the cut falls inside a word of a language
 * that has spaces, at a character where there is none near (Chinese), never inside a surrogate pair.
 */
export function trimDescription(text: string, max = DESCRIPTION_MAX): string {
  const chars = Array.from(collapse(text));
  let width = 0;
  let end = 0;
  for (; end < chars.length; end++) {
    width += widthOf(chars[end]!);
    if (width > max - 1) break; // one unit kept for the ellipsis
  }
  if (end >= chars.length) return chars.join('');
  let cut = end;
  if (chars[end] !== ' ' && chars[end - 1] !== ' ') {
    const space = chars.lastIndexOf(' ', end - 1);
    // A space in the last third of the text: a language with words, cut before the broken one; otherwise (Chinese,
    // or one very long word) cut at the character.
    if (space > end * (2 / 3)) cut = space;
  }
  const kept = chars
    .slice(0, cut)
    .join('')
    .replace(/[\s,.;:!?，。；：、！？-]+$/u, '');
  return `${kept}…`;
}

/** The first non-empty text, as a trimmed description; undefined when there is none. */
export function descriptionOf(...candidates: (string | null | undefined)[]): string | undefined {
  for (const c of candidates) {
    const text = c ? collapse(c) : '';
    if (text) return trimDescription(text);
  }
  return undefined;
}
