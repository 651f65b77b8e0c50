import { describe, expect, it } from 'vitest';
import { searchWords } from './search-words.ts';

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
