import { DICTIONARY_SEED } from '../../db/seed/dictionary-data.ts';
import { CJK_RUN, foldSearch, normalizeSearch } from './company-search-text.ts';

// A typed keyword cut into the words every one of which must match (issue 28 item 5). Latin, Turkish and the like
// are cut at spaces, as before. Chinese is written without spaces: 珍珠项链 is "pearl" and "necklace", and matched as one
// word it found only the products whose text holds that exact compound (1 of 126 pearl products). So each run of
// Chinese characters is cut too, in two steps:
// 1. the trade's own words first: every Chinese label of the dictionary (珍珠, 项链, 祖母绿, 培育钻石, 手鐲...), longest
//    first from the left. Node's ICU dictionary knows 珍珠项链 and 钻石戒指 as single words and cuts 祖母绿 into 祖母 + 绿,
//    so it cannot be trusted with the words the search most depends on (a label also matches the products that have
//    the trait, catalogue-search-labels.ts);
// 2. what lies between them by Intl.Segmenter (Node's full ICU), where a word ICU knows that is two words it also
//    knows is cut again (有限公司 would be 有限 + 公司, were it no label), since the search text holds every word of a
//    compound anyway.
// Whatever is not Chinese stays as typed between spaces ("GB-RNG-1024", "18K/750"), as before.
// Only the keyword is cut. The stored search text needs no words of its own: it holds the text itself (served by the
// trigram index for three characters or more) and every character and character pair of its Chinese runs
// (cjkNgrams, for one and two), so any word cut from a keyword is found wherever it occurs, and a different cut (another
// ICU version, a new label) never calls for the search text to be recomputed.

/** Words a keyword is cut into at most: more are a pasted sentence, and each word is one more condition per row. */
export const KEYWORD_WORDS_MAX = 8;

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** Chinese words of the dictionary's labels (both scripts, as written there), two characters or more. */
const TRADE_WORDS: ReadonlySet<string> = new Set(
  DICTIONARY_SEED.flatMap((e) => [e.labels['zh-cn'], e.labels['zh-tw']])
    .flatMap((label) => label.match(CJK_RUN) ?? [])
    .filter((w) => [...w].length >= 2),
);
const LONGEST_TRADE_WORD = Math.max(...[...TRADE_WORDS].map((w) => [...w].length));

/** A word: [start, end) in code points of the text it was cut from. */
export type Span = readonly [number, number];

/** One word as ICU reads it (a single word-like segment), of two characters or more. */
function isIcuWord(chars: readonly string[]): boolean {
  if (chars.length < 2) return false;
  const segments = [...segmenter.segment(chars.join(''))];
  return segments.length === 1 && segments[0].isWordLike === true;
}

const isKnown = (chars: readonly string[]) => TRADE_WORDS.has(chars.join('')) || isIcuWord(chars);

/** An ICU word of four characters or more that is two known words (trade or ICU words) is cut into them. */
function splitCompound(chars: readonly string[], at: number): Span[] {
  if (chars.length >= 4 && !TRADE_WORDS.has(chars.join(''))) {
    for (let i = 2; i <= chars.length - 2; i++) {
      const [head, tail] = [chars.slice(0, i), chars.slice(i)];
      if (isKnown(head) && isKnown(tail)) return [...splitCompound(head, at), ...splitCompound(tail, at + i)];
    }
  }
  return [[at, at + chars.length]];
}

/**
 * The words ICU finds in Chinese text between trade words. Characters it leaves on their own one after another are a
 * name or a phrase it does not know (行台, 周): they stay together as typed, since each character alone would match
 * nearly everything and two of them anywhere in a text are not what was asked for.
 */
function icuWords(chars: readonly string[], at: number): Span[] {
  const spans: Span[] = [];
  let offset = 0;
  let singles = false; // the last span is characters ICU left on their own
  for (const s of segmenter.segment(chars.join(''))) {
    const word = [...s.segment];
    const from = at + offset;
    offset += word.length;
    if (!s.isWordLike) {
      singles = false;
    } else if (word.length === 1 && singles && spans[spans.length - 1][1] === from) {
      spans[spans.length - 1] = [spans[spans.length - 1][0], from + 1];
    } else {
      spans.push(...splitCompound(word, from));
      singles = word.length === 1;
    }
  }
  return spans;
}

/** The words of a run of Chinese characters: trade words, longest first from the left, and ICU's between them. */
function cutRun(chars: readonly string[], at: number): Span[] {
  const spans: Span[] = [];
  let pending = 0;
  let i = 0;
  while (i < chars.length) {
    let len = Math.min(LONGEST_TRADE_WORD, chars.length - i);
    while (len >= 2 && !TRADE_WORDS.has(chars.slice(i, i + len).join(''))) len--;
    if (len < 2) {
      i++;
      continue;
    }
    spans.push(...icuWords(chars.slice(pending, i), at + pending), [at + i, at + i + len]);
    i += len;
    pending = i;
  }
  return [...spans, ...icuWords(chars.slice(pending), at + pending)];
}

const CJK_CHAR = new RegExp(`^${CJK_RUN.source}$`, 'u');
const SPACE = /^\s$/u;
const WORDLIKE = /[\p{L}\p{N}]/u;

/** The words of a piece between spaces that holds Chinese: each Chinese run cut, the rest as typed ("/" is none). */
function cutPiece(chars: readonly string[], at: number): Span[] {
  const spans: Span[] = [];
  let i = 0;
  while (i < chars.length) {
    const cjk = CJK_CHAR.test(chars[i]);
    let end = i + 1;
    while (end < chars.length && CJK_CHAR.test(chars[end]) === cjk) end++;
    if (cjk) spans.push(...cutRun(chars.slice(i, end), at + i));
    else if (WORDLIKE.test(chars.slice(i, end).join(''))) spans.push([at + i, at + end]);
    i = end;
  }
  return spans;
}

/**
 * Where the words of a text lie, in order: the pieces between spaces, as typed, and in a piece that holds Chinese
 * each Chinese run cut into its words ("akoya珍珠项链" is akoya, 珍珠, 项链).
 */
export function searchWordSpans(chars: readonly string[]): Span[] {
  const spans: Span[] = [];
  let i = 0;
  while (i < chars.length) {
    if (SPACE.test(chars[i])) {
      i++;
      continue;
    }
    let end = i + 1;
    while (end < chars.length && !SPACE.test(chars[end])) end++;
    const piece = chars.slice(i, end);
    if (piece.some((ch) => CJK_CHAR.test(ch))) spans.push(...cutPiece(piece, i));
    else spans.push([i, end]);
    i = end;
  }
  return spans;
}

/** The words of a keyword, as typed (fold them afterwards, or cut the folded text). */
export function searchWords(keyword: string): string[] {
  const chars = [...keyword];
  return searchWordSpans(chars).map(([from, to]) => chars.slice(from, to).join(''));
}

/** One word of a keyword, as every search matches it. */
export interface KeywordWord {
  /** Folded as every search text is (foldSearch: Chinese in simplified script): what the search texts are matched with. */
  folded: string;
  /** The same stretch of the keyword with its script kept (normalizeSearch), for names stored unfolded (brands). */
  typed: string;
}

/**
 * The words of a keyword as the directory, the catalogue and the favourites match them: the folded keyword cut
 * (so 珍珠項鍊 and 珍珠项链 cut alike, into 珍珠 + 项链), distinct, at most KEYWORD_WORDS_MAX; empty when nothing
 * searchable is left. The fold keeps the length of a text, so each word's typed form is the same stretch of the
 * keyword (should a fold ever change the length, the folded word stands for both).
 */
export function keywordWords(keyword: string | undefined): KeywordWord[] {
  const folded = [...foldSearch(keyword ?? '')];
  const typed = [...normalizeSearch(keyword ?? '')];
  const aligned = typed.length === folded.length;
  const seen = new Set<string>();
  const words: KeywordWord[] = [];
  for (const [from, to] of searchWordSpans(folded)) {
    const word = folded.slice(from, to).join('');
    if (seen.has(word)) continue;
    seen.add(word);
    words.push({ folded: word, typed: aligned ? typed.slice(from, to).join('') : word });
    if (words.length === KEYWORD_WORDS_MAX) break;
  }
  return words;
}
