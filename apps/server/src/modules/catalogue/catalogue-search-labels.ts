import type { DictCode } from '@gembourse/contracts/dictionary';
import { DICTIONARY_SEED } from '../../db/seed/dictionary-data.ts';
import { foldSearch } from '../company/company-search-text.ts';
import { facetCode, FACET_GROUP } from './facet-codes.ts';

// A keyword may name a trait rather than a word of the product's own text: a buyer in Taipei types 藍寶石 for a
// product its supplier described in English as "sapphire", a Turkish buyer types "yakut" for a ruby. The dictionary
// holds every category, metal, stone, shape and treatment in the four languages, so a word that names one of them
// also matches the products that have it, by facet code (products.facet_codes, the GIN index) — the supplier writes
// in one language, the buyer searches in any.

/** The dictionary lists that are product facets, with the facet group their codes are stored under. */
const FACET_DICTS: Partial<Record<DictCode, number>> = {
  product_category: FACET_GROUP.category,
  category_group: FACET_GROUP.group,
  metal: FACET_GROUP.metal,
  stone_type: FACET_GROUP.stone,
  stone_shape: FACET_GROUP.shape,
  stone_treatment: FACET_GROUP.treatment,
};

/** Facet codes a matching word may reach at most: a very general word ("jewellery") is a text search, not a facet. */
const LABEL_CODES_MAX = 12;
/** Latin words shorter than this name no trait ("or", "de"); a Chinese word of one character may ("金"). */
const LATIN_MIN_CHARS = 3;

interface Label {
  code: number;
  /** Folded as search text is (case, accents, Turkish ı, simplified Chinese). */
  text: string;
  words: string[];
}

const LABELS: readonly Label[] = DICTIONARY_SEED.flatMap((e) => {
  const group = FACET_DICTS[e.dictCode];
  if (group === undefined) return [];
  return [...new Set(Object.values(e.labels).map(foldSearch))].map((text) => ({
    code: facetCode(group, e.dataValue),
    text,
    words: text.split(/[\s\-/(),]+/).filter(Boolean),
  }));
});

const CJK = /[\u3400-\u9fff]/;

/**
 * The facet codes of the dictionary entries a folded keyword word names: a Chinese word inside a label (蓝宝石 in
 * 蓝宝石), a Latin word at the start of one of a label's words ("sapph" in "sapphire", "yakut"); empty when it names
 * none or too many to mean one trait.
 */
export function labelCodes(word: string): number[] {
  const cjk = CJK.test(word);
  if (!cjk && [...word].length < LATIN_MIN_CHARS) return [];
  const codes = new Set<number>();
  for (const l of LABELS) {
    if (cjk ? l.text.includes(word) : l.words.some((w) => w.startsWith(word))) codes.add(l.code);
  }
  return codes.size <= LABEL_CODES_MAX ? [...codes] : [];
}
