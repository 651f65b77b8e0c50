import { describe, expect, it } from 'vitest';
import { KEYWORD_WORDS_MAX, keywordWords, searchWords } from './search-words.ts';

// How a keyword is cut (issue 28 item 5); what the cut finds is tested through the API (catalogue-search.test.ts,
// company.test.ts).
describe('searchWords', () => {
  it.each([
    ['珍珠项链', ['珍珠', '项链']],
    ['珍珠項鍊', ['珍珠', '項鍊']],
    ['钻石戒指', ['钻石', '戒指']],
    // A trade word ICU would cut (祖母 + 绿) stays whole; ICU's words between trade words.
    ['祖母綠手鏈', ['祖母綠', '手鏈']],
    ['香港珠寶', ['香港', '珠寶']],
    // Characters ICU leaves alone one after another stay together as typed.
    ['行台', ['行台']],
    ['akoya珍珠项链', ['akoya', '珍珠', '项链']],
    ['翡翠/玉', ['翡翠', '玉']],
    // Everything else as before: cut at spaces, as typed.
    ['pearl  necklace', ['pearl', 'necklace']],
    ['GB-RNG-1024 18K/750', ['GB-RNG-1024', '18K/750']],
    ['%_\\', ['%_\\']],
  ])('%s', (keyword, words) => {
    expect(searchWords(keyword)).toEqual(words);
  });
});

// The words every search matches (the directory, the catalogue, the favourites): folded as the search texts are.
describe('keywordWords', () => {
  it('folds each word to one script, and keeps it as typed for names stored unfolded', () => {
    expect(keywordWords('龍珠 珍珠項鍊')).toEqual([
      { folded: '龙珠', typed: '龍珠' },
      { folded: '珍珠', typed: '珍珠' },
      { folded: '项链', typed: '項鍊' },
    ]);
    // Both scripts cut alike: the folded keyword is cut.
    expect(keywordWords('珍珠项链').map((w) => w.folded)).toEqual(keywordWords('珍珠項鍊').map((w) => w.folded));
    expect(keywordWords('KIRMIZI Küpe')).toEqual([
      { folded: 'kirmizi', typed: 'kirmizi' },
      { folded: 'kupe', typed: 'kupe' },
    ]);
    expect(keywordWords('kırmızı')).toEqual([{ folded: 'kirmizi', typed: 'kırmızı' }]);
  });

  it('answers each word once, at most KEYWORD_WORDS_MAX, and none for a blank keyword', () => {
    expect(keywordWords('龍珠 龙珠 Pearl pearl').map((w) => w.folded)).toEqual(['龙珠', 'pearl']);
    expect(keywordWords(Array.from({ length: 12 }, (_, i) => `w${i}`).join(' '))).toHaveLength(KEYWORD_WORDS_MAX);
    expect(keywordWords('   ')).toEqual([]);
    expect(keywordWords(undefined)).toEqual([]);
  });
});
