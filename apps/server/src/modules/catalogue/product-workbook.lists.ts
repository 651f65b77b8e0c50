import { CERTIFICATE_LABS, METAL, STONE_SHAPE, STONE_TREATMENT, STONE_TYPE, type JewelleryDictCode } from '@gembourse/contracts/jewellery';
import { CURRENCIES } from '@gembourse/contracts/limits';
import { LOCALES, pickText, type I18nText, type Locale } from '@gembourse/contracts/locale';
import { AVAILABILITIES, PRODUCT_VISIBILITIES } from '@gembourse/contracts/product';
import { translate, type MessageKey } from '../../platform/i18n/messages.ts';
import { displayName } from '../company/company.presenter.ts';

// The closed lists of the product workbook: what a list cell may hold, as the words a supplier reads and types (labels
// in their language), and the value each word stands for. The template's drop-downs, the export's cells and the
// import's reading all come from here. A cell is read in any of the four languages and by the stored value too, so a
// workbook filled in English imports for a member who uses Chinese, and traditional labels for one who uses simplified.

export const LIST_NAMES = [
  'category',
  'currency',
  'availability',
  'visibility',
  'metal',
  'stoneType',
  'stoneShape',
  'stoneTreatment',
  'lab',
  'yesNo',
  'brand',
  'collection',
] as const;
export type ListName = (typeof LIST_NAMES)[number];
export type ListValue = number | string | boolean;

interface Option {
  value: ListValue;
  /** What the workbook writes, in the caller's language. */
  label: string;
  /** Every word that reads as this value. */
  aliases: string[];
}

/** The rows the lists are built from (product-import.repository.ts). */
export interface ListSources {
  dictionary: { dictCode: string; value: number; labels: I18nText }[];
  brands: { id: number; name: string; nameEn?: string | null }[];
  collections: { id: number; name: string }[];
}

/** One form of a word for comparison: Unicode-normalised (full-width letters and digits), trimmed, one case. */
export const fold = (s: string) => s.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

const JEWELLERY_KEYS: Record<JewelleryDictCode, Record<string, number>> = {
  metal: METAL,
  stone_type: STONE_TYPE,
  stone_shape: STONE_SHAPE,
  stone_treatment: STONE_TREATMENT,
};

/** A word in every language. */
const everyLocale = (key: MessageKey) => LOCALES.map((l) => translate(key, l));

/** The lists of one import or export, for the caller's language and company. */
export function workbookLists(src: ListSources, locale: Locale) {
  const dict = (code: string): Option[] =>
    src.dictionary
      .filter((e) => e.dictCode === code)
      .map((e) => ({
        value: e.value,
        label: pickText(e.labels, locale),
        aliases: [...LOCALES.map((l) => pickText(e.labels, l)), String(e.value)],
      }));
  /** A jewellery list: the dictionary's labels, and the contract's own names for entries the dictionary lacks. */
  const jewellery = (code: JewelleryDictCode): Option[] => {
    const labelled = new Map(dict(code).map((o) => [o.value, o]));
    return Object.entries(JEWELLERY_KEYS[code]).map(([name, value]) => {
      const o = labelled.get(value);
      return o ? { ...o, aliases: [...o.aliases, name] } : { value, label: name, aliases: [name, String(value)] };
    });
  };
  const words = (values: readonly string[], key: (v: string) => MessageKey): Option[] =>
    values.map((v) => ({ value: v, label: translate(key(v), locale), aliases: [...everyLocale(key(v)), v] }));

  const lists: Record<ListName, Option[]> = {
    category: dict('product_category'),
    currency: CURRENCIES.map((c) => ({ value: c, label: c, aliases: [c] })),
    availability: words(AVAILABILITIES, (v) => `importAvailability_${v}` as MessageKey),
    visibility: words(PRODUCT_VISIBILITIES, (v) => `importVisibility_${v}` as MessageKey),
    metal: jewellery('metal'),
    stoneType: jewellery('stone_type'),
    stoneShape: jewellery('stone_shape'),
    stoneTreatment: jewellery('stone_treatment'),
    lab: CERTIFICATE_LABS.map((l) => ({ value: l, label: l, aliases: [l] })),
    yesNo: [
      { value: true, label: translate('importYes', locale), aliases: [...everyLocale('importYes'), 'true', '1', 'y'] },
      { value: false, label: translate('importNo', locale), aliases: [...everyLocale('importNo'), 'false', '0', 'n'] },
    ],
    // In the caller's language as a company name reads (a default brand carries both names); either name is read back.
    brand: src.brands.map((b) => ({
      value: b.id,
      label: displayName({ name: b.name, nameEn: b.nameEn ?? null }, locale),
      aliases: [b.name, ...(b.nameEn ? [b.nameEn] : [])],
    })),
    collection: src.collections.map((c) => ({ value: c.id, label: c.name, aliases: [c.name] })),
  };

  // The caller's language first: a word that is one entry's label in another language and another's here reads as
  // the entry the caller sees.
  const readers = new Map<ListName, Map<string, ListValue>>();
  for (const name of LIST_NAMES) {
    const reader = new Map<string, ListValue>();
    for (const o of lists[name]) reader.set(fold(o.label), o.value);
    for (const o of lists[name]) for (const a of o.aliases) if (!reader.has(fold(a))) reader.set(fold(a), o.value);
    readers.set(name, reader);
  }
  const labels = new Map(LIST_NAMES.map((name) => [name, new Map(lists[name].map((o) => [o.value, o.label]))]));

  return {
    locale,
    /** The labels of a list in its order (a template's drop-down). */
    labelsOf: (name: ListName): string[] => lists[name].map((o) => o.label),
    /** The label of a value ('' for a value the list does not hold). */
    label: (name: ListName, value: ListValue): string => labels.get(name)!.get(value) ?? '',
    /** The value a typed word stands for, or undefined. */
    read: (name: ListName, word: string): ListValue | undefined => readers.get(name)!.get(fold(word)),
  };
}
export type WorkbookLists = ReturnType<typeof workbookLists>;
