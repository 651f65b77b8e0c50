import dayjs, { type Dayjs } from 'dayjs';
import { ZCollectionInput, type CollectionInputValues, type OwnCollectionDetail } from '@gembourse/contracts/own-collections';
import type { VISIBILITIES } from '@gembourse/contracts/product';
import type { FormKitConfig } from '../../shared/forms/form-kit.ts';
import { doneUrls, toUploadItems, type UploadItem } from '../../shared/ui/image-upload-api.ts';

export type Visibility = (typeof VISIBILITIES)[number];

/** The collection form's values: pickers hold dayjs dates, the uploaders upload lists (SPEC §3 "Upload list item"). */
export interface CollectionValues {
  name?: string;
  cover: UploadItem[];
  pictures: UploadItem[];
  visibility?: Visibility;
  priceVisibility?: Visibility;
  releaseAt?: Dayjs | null;
  finalDisplayAt?: Dayjs | null;
  shipStartDate?: Dayjs | null;
  shipDeadlineDate?: Dayjs | null;
  eventId?: number | null;
  eventExclusive: boolean;
  description?: string;
}

/** The wire form of a calendar date (the contract's `*Date` fields). */
const CALENDAR = 'YYYY-MM-DD';

/** The request as the form builds it: whole, but for the required choices not made yet (the contract reports them). */
export type CollectionRequest = Omit<CollectionInputValues, 'releaseAt' | 'visibility' | 'priceVisibility'> &
  Partial<Pick<CollectionInputValues, 'releaseAt' | 'visibility' | 'priceVisibility'>>;

const instant = (d: Dayjs | null | undefined) => (d ? d.toISOString() : null);
const calendar = (d: Dayjs | null | undefined) => (d ? d.format(CALENDAR) : null);

/**
 * The body POST /api/showroom/collection/save takes, from the form (the id of an edited collection added on send).
 * A missing release stays undefined, so the contract reports it as a missing value.
 */
export function toCollectionInput(values: CollectionValues): CollectionRequest {
  return {
    name: (values.name ?? '').trim(),
    cover: doneUrls(values.cover).at(-1) ?? null,
    pictures: doneUrls(values.pictures),
    visibility: values.visibility,
    priceVisibility: values.priceVisibility,
    releaseAt: instant(values.releaseAt) ?? undefined,
    finalDisplayAt: instant(values.finalDisplayAt),
    shipStartDate: calendar(values.shipStartDate),
    shipDeadlineDate: calendar(values.shipDeadlineDate),
    eventId: values.eventId ?? null,
    eventExclusive: Boolean(values.eventExclusive),
    description: (values.description ?? '').trim() || null,
  };
}

/** The form's starting values: a collection's fields, or an empty form for a new one. */
export function collectionValuesOf(detail: OwnCollectionDetail | null): CollectionValues {
  if (!detail) return { cover: [], pictures: [], eventExclusive: false };
  const day = (v: string | null) => (v ? dayjs(v) : null);
  return {
    name: detail.name,
    cover: toUploadItems(detail.cover),
    pictures: toUploadItems(detail.pictures),
    visibility: detail.visibility,
    priceVisibility: detail.priceVisibility,
    releaseAt: dayjs(detail.releaseAt),
    finalDisplayAt: day(detail.finalDisplayAt),
    shipStartDate: day(detail.shipStartDate),
    shipDeadlineDate: day(detail.shipDeadlineDate),
    eventId: detail.eventId,
    eventExclusive: detail.eventExclusive,
    description: detail.description ?? '',
  };
}

/**
 * The collection form on ZCollectionInput: required marks, limits and every message (the cross-field rules
 * afterRelease, afterShipStart and eventForExclusive included) come from the contract through the form kit.
 */
export const COLLECTION_KIT: FormKitConfig<CollectionValues> = {
  schema: ZCollectionInput,
  toRequest: toCollectionInput,
};
