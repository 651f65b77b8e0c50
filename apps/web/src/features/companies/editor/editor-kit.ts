import { ZCompanyUpdate } from '@gembourse/contracts/company-profile';
import type { FormKitConfig } from '../../../shared/forms/form-kit.ts';
import type { FormKit } from '../../../shared/forms/use-form-kit.ts';
import type { AppKey } from '../../../shared/i18n/keys.ts';
import { toUpdate, type EditorValues } from './editor-values.ts';

const thisYear = () => new Date().getFullYear();
const year: AppKey = 'companyEditor:validation.year';
const price: AppKey = 'companyEditor:validation.price';
const outlets: AppKey = 'companyEditor:validation.outlets';
const url: AppKey = 'companyEditor:validation.url';

/**
 * The company profile editor on ZCompanyUpdate, the schema of POST /api/company/update: a field's limits and checks
 * are the contract's (a new field of the contract needs no entry here); what is below is wording (SPEC §5) and the
 * few rules the form adds to the contract's.
 */
export const EDITOR_KIT: FormKitConfig<EditorValues> = {
  schema: ZCompanyUpdate,
  toRequest: toUpdate,
  // The form edits the meeting as two fields; the contract holds them as one object.
  renames: { 'videoConference.tool': 'videoTool', 'videoConference.meetingUrl': 'meetingUrl', videoConference: 'meetingUrl' },
  fields: {
    name: { messages: { required: 'companyEditor:validation.nameRequired' } },
    // The contract takes years up to 2100; the form, none in the future.
    inBusinessSince: {
      values: () => ({ max: thisYear() }),
      messages: { tooBig: year, tooSmall: year, notInteger: year, invalid: year },
      check: (value) => (typeof value === 'number' && value > thisYear() ? { kind: 'tooBig' } : undefined),
    },
    outlets: { messages: { tooBig: outlets, tooSmall: outlets, notInteger: outlets, invalid: outlets } },
    priceLow: { messages: { tooBig: price, tooSmall: price, invalid: price } },
    priceHigh: { messages: { tooBig: price, tooSmall: price, invalid: price } },
    boothNumber: { notBlank: true, messages: { required: 'companyEditor:validation.boothNumber' } },
    phone: { messages: { pattern: 'companyEditor:validation.phone' } },
    // A fax number needs its country code and the reverse (the area code alone is optional).
    faxCountry: {
      requiredWith: ['faxArea', 'faxNumber'],
      messages: { required: 'companyEditor:validation.faxCountryRequired', pattern: 'companyEditor:validation.faxCountry' },
    },
    faxArea: { messages: { pattern: 'companyEditor:validation.faxArea' } },
    faxNumber: {
      requiredWith: ['faxCountry', 'faxArea'],
      messages: { required: 'companyEditor:validation.faxNumberRequired', pattern: 'companyEditor:validation.faxNumber' },
    },
    website: { messages: { pattern: url } },
    video: { messages: { pattern: 'companyEditor:validation.video' } },
    mediaPhotos: { messages: { tooMany: 'companyEditor:media.photosLimit' } },
    brochures: { messages: { tooMany: 'companyEditor:brochures.limit' } },
    'brochures.name': { messages: { required: 'companyEditor:validation.fileName' } },
    'brochures.url': { messages: { required: 'companyEditor:validation.fileOrUrl', invalid: url, pattern: url } },
    links: { messages: { tooMany: 'companyEditor:links.limit' } },
    'links.name': { messages: { required: 'companyEditor:validation.linkName' } },
    'links.url': { messages: { required: 'companyEditor:validation.linkUrl', pattern: url } },
    customWidget: { notBlank: true, messages: { required: 'companyEditor:validation.customWidget' } },
    videoTool: { messages: { required: 'companyEditor:validation.videoTool' } },
    meetingUrl: { messages: { required: 'companyEditor:validation.meetingUrl', pattern: 'companyEditor:validation.httpsUrl' } },
  },
};

/** The editor's kit, handed to its sections. */
export type EditorKit = FormKit<EditorValues>;
