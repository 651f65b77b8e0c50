import type { CompanyDetail } from '@gembourse/contracts/company';
import {
  PROFILE_TEXT_FACT_KEYS,
  VIDEO_TOOLS,
  type CompanyUpdate,
  type ProfileTextFact,
  type VideoTool,
} from '@gembourse/contracts/company-profile';
import { doneUrls, toUploadItems, type UploadItem } from '../../../shared/ui/image-upload-api.ts';

/** A brochure row: a name and either an uploaded PDF or an external link. */
export interface BrochureValue {
  name?: string;
  kind: 'file' | 'url';
  url?: string;
}

export interface LinkValue {
  name?: string;
  url?: string;
}

/** The editor form's values: inputs hold strings (empty = no value), uploads hold upload list items. */
export type EditorValues = FormFields & { [K in ProfileTextFact]?: string };

interface FormFields {
  name?: string;
  alternateName?: string;
  nameEn?: string;
  profile?: string;
  profileEn?: string;
  businessNature: number[];
  mainProducts: number[];
  mainMarkets: number[];
  inBusinessSince: number | null;
  outlets: number | null;
  employeeCount: number | null;
  companyType: number | null;
  priceLow: number | null;
  priceHigh: number | null;
  address?: string;
  addressEn?: string;
  country?: string;
  city?: string;
  phone?: string;
  faxCountry?: string;
  faxArea?: string;
  faxNumber?: string;
  email?: string;
  website?: string;
  logo: UploadItem[];
  cover: UploadItem[];
  mediaPhotos: UploadItem[];
  video?: string;
  brochures: BrochureValue[];
  links: LinkValue[];
  memberships: string[];
  partners: string[];
  videoTool?: VideoTool;
  meetingUrl?: string;
}

/** The body fields the editor writes (every key of the update contract). */
type UpdateKey = keyof CompanyUpdate;
// Mapped over the key union (not `keyof` in place) so every key is required and may still hold undefined.
export type UpdateBody = { [K in UpdateKey]: CompanyUpdate[K] | undefined };

const isUpload = (url: string) => url.startsWith('/uploads/');
const toolOf = (tool: string | undefined): VideoTool | undefined => VIDEO_TOOLS.find((t) => t === tool);

/** The form's starting values for a loaded profile. */
export function valuesOf(c: CompanyDetail): EditorValues {
  return {
    name: c.name,
    alternateName: c.alternateName ?? '',
    nameEn: c.nameEn ?? '',
    profile: c.profile ?? '',
    profileEn: c.profileEn ?? '',
    businessNature: c.businessNature,
    mainProducts: c.mainProducts,
    mainMarkets: c.mainMarkets,
    inBusinessSince: c.inBusinessSince,
    outlets: c.outlets,
    employeeCount: c.employeeCount,
    companyType: c.companyType,
    priceLow: c.priceLow,
    priceHigh: c.priceHigh,
    address: c.address ?? '',
    addressEn: c.addressEn ?? '',
    country: c.country ?? undefined,
    city: c.city ?? '',
    phone: c.phone ?? '',
    faxCountry: c.faxCountry ?? '',
    faxArea: c.faxArea ?? '',
    faxNumber: c.faxNumber ?? '',
    email: c.email ?? '',
    website: c.website ?? '',
    logo: toUploadItems(c.logo),
    cover: toUploadItems(c.cover),
    mediaPhotos: toUploadItems(c.mediaPhotos),
    video: c.video ?? '',
    brochures: c.brochures.map((b) => ({ name: b.name, url: b.url, kind: isUpload(b.url) ? 'file' : 'url' })),
    links: c.links.map((l) => ({ name: l.name, url: l.url })),
    memberships: c.memberships,
    partners: c.partners,
    // The plain text facts of the contract (PROFILE_TEXT_FACTS), each under its own name.
    ...(Object.fromEntries(PROFILE_TEXT_FACT_KEYS.map((k) => [k, c[k] ?? ''])) as Record<ProfileTextFact, string>),
    videoTool: toolOf(c.videoConference?.tool),
    meetingUrl: c.videoConference?.meetingUrl ?? '',
  };
}

const text = (v: string | undefined) => (v ?? '').trim();
const orNull = (v: string | undefined) => text(v) || null;
const tags = (list: string[] | undefined) => (list ?? []).map((s) => s.trim()).filter(Boolean);

/**
 * The update body for the whole form: cleared inputs become null (which clears the field on the server). The
 * country cannot be cleared, so an empty one is left out.
 */
export function toUpdate(v: EditorValues): UpdateBody {
  const tool = v.videoTool;
  const meetingUrl = text(v.meetingUrl);
  return {
    name: text(v.name),
    alternateName: orNull(v.alternateName),
    nameEn: orNull(v.nameEn),
    profile: orNull(v.profile),
    profileEn: orNull(v.profileEn),
    address: orNull(v.address),
    addressEn: orNull(v.addressEn),
    country: v.country || undefined,
    city: orNull(v.city),
    phone: orNull(v.phone),
    faxCountry: orNull(v.faxCountry),
    faxArea: orNull(v.faxArea),
    faxNumber: orNull(v.faxNumber),
    email: orNull(v.email),
    website: orNull(v.website),
    inBusinessSince: v.inBusinessSince ?? null,
    outlets: v.outlets ?? null,
    employeeCount: v.employeeCount ?? null,
    companyType: v.companyType ?? null,
    priceLow: v.priceLow ?? null,
    priceHigh: v.priceHigh ?? null,
    mainMarkets: v.mainMarkets ?? [],
    mainProducts: v.mainProducts ?? [],
    businessNature: v.businessNature ?? [],
    logo: doneUrls(v.logo).at(-1) ?? null,
    cover: doneUrls(v.cover).at(-1) ?? null,
    video: orNull(v.video),
    brochures: (v.brochures ?? []).map((b) => ({ name: text(b.name), url: text(b.url) })),
    mediaPhotos: doneUrls(v.mediaPhotos),
    memberships: tags(v.memberships),
    partners: tags(v.partners),
    links: (v.links ?? []).map((l) => ({ name: text(l.name), url: text(l.url) })),
    ...(Object.fromEntries(PROFILE_TEXT_FACT_KEYS.map((k) => [k, orNull(v[k])])) as Record<ProfileTextFact, string | null>),
    videoConference: tool || meetingUrl ? { tool: tool as VideoTool, meetingUrl } : null,
  };
}

/** Only what differs from `baseline` (the saved profile), so a save never overwrites what the user did not touch. */
export function changesOf(current: UpdateBody, baseline: UpdateBody): Partial<UpdateBody> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(current) as (keyof UpdateBody)[]) {
    const value = current[key];
    if (value === undefined) continue;
    if (JSON.stringify(value) !== JSON.stringify(baseline[key])) out[key] = value;
  }
  return out as Partial<UpdateBody>;
}
