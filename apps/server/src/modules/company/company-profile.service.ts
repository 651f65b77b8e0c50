import type { CompanyDetail } from '@gembourse/contracts/company';
import type { CompanyUpdate } from '@gembourse/contracts/company-profile';
import { COUNTRY_CODES } from '@gembourse/contracts/countries';
import type { FieldError } from '@gembourse/contracts/errors';
import type { Locale } from '@gembourse/contracts/locale';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { notFound, validationFailed } from '../../platform/errors.ts';
import { translate, type MessageKey } from '../../platform/i18n/messages.ts';
import { keyOfUrl, UPLOADS_URL_PREFIX } from '../../platform/storage/storage.ts';
import type { CompanyWrite } from './companies.repository.ts';
import type { CompanyRecords } from './company-records.service.ts';
import type { CompanyProfileRepository } from './company-profile.repository.ts';

/** Every field of the editor's contract is a column of `companies` of the same name: tsc points here when one is not. */
type _EveryFieldIsAColumn = [Exclude<keyof CompanyUpdate, keyof CompanyWrite>] extends [never]
  ? true
  : ['not a column of companies:', Exclude<keyof CompanyUpdate, keyof CompanyWrite>];
const _everyFieldIsAColumn: _EveryFieldIsAColumn = true;

type Current = NonNullable<Awaited<ReturnType<CompanyProfileRepository['current']>>>;

/** Dictionary-backed fields of the editor and the dictCode each must come from. */
const DICTIONARY_FIELDS = [
  ['mainMarkets', 'main_markets'],
  ['mainProducts', 'main_products'],
  ['businessNature', 'business_nature'],
] as const;
/** Single-choice dictionary fields and their dictCode. */
const DICTIONARY_CHOICES = [
  ['employeeCount', 'employee_count'],
  ['companyType', 'company_type'],
] as const;

/** A file URL the company offers, with where it sits in the input (for the field error). */
interface FileRef {
  path: string;
  url: string;
}

/** The new uploaded images and PDFs of an update: URLs already on the profile need no new check. */
function newFiles(input: CompanyUpdate, current: Current): { images: FileRef[]; documents: FileRef[] } {
  const images: FileRef[] = [];
  for (const field of ['logo', 'cover'] as const) {
    const url = input[field];
    if (url && url !== current[field]) images.push({ path: field, url });
  }
  input.mediaPhotos?.forEach((url, i) => {
    if (!current.mediaPhotos.includes(url)) images.push({ path: `mediaPhotos.${i}`, url });
  });
  const knownBrochures = new Set(current.brochures.map((b) => b.url));
  const documents: FileRef[] = [];
  input.brochures?.forEach((b, i) => {
    // External brochure links are allowed as they are (SPEC §2 "brochure by URL or PDF upload").
    if (b.url.startsWith(UPLOADS_URL_PREFIX) && !knownBrochures.has(b.url)) documents.push({ path: `brochures.${i}.url`, url: b.url });
  });
  return { images, documents };
}

/** The company profile editor (POST /api/company/update): the caller's own company, company admins only. */
export function companyProfileService(deps: {
  repo: CompanyProfileRepository;
  records: Pick<CompanyRecords, 'update'>;
  detail: (id: number, viewer: AuthContext, locale: Locale) => Promise<CompanyDetail>;
}) {
  const { repo } = deps;

  /** Every problem the schema cannot see (dictionary ids, country, files, the stored half of the price range). */
  async function problems(auth: AuthContext, input: CompanyUpdate, current: Current, locale: Locale): Promise<FieldError[]> {
    const errors: FieldError[] = [];
    const add = (path: string, key: MessageKey) => errors.push({ path, message: translate(key, locale) });
    for (const [field, dictCode] of DICTIONARY_FIELDS) {
      const values = input[field];
      if (!values?.length) continue;
      const known = await repo.knownValues(dictCode, values);
      if (values.some((v) => !known.has(v))) add(field, 'optionInvalid');
    }
    for (const [field, dictCode] of DICTIONARY_CHOICES) {
      const value = input[field];
      if (value != null && !(await repo.knownValues(dictCode, [value])).has(value)) add(field, 'optionInvalid');
    }
    if (input.country !== undefined && !COUNTRY_CODES.has(input.country)) add('country', 'countryUnknown');
    const low = input.priceLow !== undefined ? input.priceLow : current.priceLow;
    const high = input.priceHigh !== undefined ? input.priceHigh : current.priceHigh;
    if (low != null && high != null && low > high) add('priceHigh', 'priceRange');

    const { images, documents } = newFiles(input, current);
    for (const [refs, kind, key] of [
      [images, 'image', 'uploadNotOwned'],
      [documents, 'pdf', 'documentNotOwned'],
    ] as const) {
      const keys = refs.map((r) => keyOfUrl(r.url)).filter((k): k is string => k !== null);
      const owned = await repo.ownedUploads(keys, kind, auth.userId, auth.companyId);
      for (const r of refs) {
        const k = keyOfUrl(r.url);
        if (!k || !owned.has(k)) add(r.path, key);
      }
    }
    return errors;
  }

  return {
    /**
     * Changes the fields present in `input` (null clears one) on the caller's own company and answers the updated
     * profile. Any problem answers 40000 with every field's error and writes nothing. Who may call it is the
     * endpoint's access (company:profile:edit); the company is always the caller's own.
     */
    async update(auth: AuthContext, input: CompanyUpdate, locale: Locale): Promise<CompanyDetail> {
      const current = await repo.current(auth.companyId);
      if (!current) throw notFound();
      const errors = await problems(auth, input, current, locale);
      if (errors.length) throw validationFailed(errors);
      const values: CompanyWrite = {};
      for (const [key, value] of Object.entries(input)) {
        if (value !== undefined) (values as Record<string, unknown>)[key] = value;
      }
      // Sets, not lists: a value chosen twice counts once.
      for (const [field] of DICTIONARY_FIELDS) if (input[field]) values[field] = [...new Set(input[field])];
      // The one write path of company columns: it has the search columns refreshed when names, texts or products change.
      await deps.records.update(auth.companyId, values);
      return deps.detail(auth.companyId, auth, locale);
    },
  };
}
