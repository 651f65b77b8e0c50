import { useMemo } from 'react';
import type { Rule, RuleRender } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import {
  PROFILE_LIMITS,
  ZCompanyUpdate,
  ZHttpUrl,
  ZHttpsUrl,
  ZPhone,
  ZUploadUrl,
  ZVideoUrl,
} from '@gembourse/contracts/company-profile';
import { ZEmail } from '@gembourse/contracts/primitives';

// Every rule below checks with the contract's own schema, so the form refuses exactly what the server refuses,
// and only the message (in the viewer's language) is the form's.
const shape = ZCompanyUpdate.shape;
const filled = (v: unknown) => typeof v === 'string' ? v.trim() !== '' : v != null;

/** A rule that passes empty values and values the schema accepts; otherwise shows `message`. */
function schemaRule(schema: ZodType, message: string): Rule {
  return {
    validator: async (_: unknown, value: unknown) => {
      if (!filled(value)) return;
      if (!schema.safeParse(typeof value === 'string' ? value.trim() : value).success) throw new Error(message);
    },
  };
}

function requiredRule(message: string): Rule {
  return { validator: async (_: unknown, value: unknown) => {
    if (!filled(value)) throw new Error(message);
  } };
}

/**
 * For optional free-text fields: empty is fine, but spaces alone are not a value; the field's prompt says what to
 * enter (SPEC §5 "booth number and custom content").
 */
function notBlankRule(message: string): Rule {
  return { validator: async (_: unknown, value: unknown) => {
    if (typeof value === 'string' && value !== '' && value.trim() === '') throw new Error(message);
  } };
}

const maxRule = (t: TFunction, max: number): Rule => ({
  validator: async (_: unknown, value: unknown) => {
    if (typeof value === 'string' && value.trim().length > max) throw new Error(t('validation.tooLong', { max }));
  },
});

/** Several fields are required only together (fax country and number; tool and meeting URL). */
const requiredWith = (others: string[], message: string): RuleRender => (form) => ({
  validator: async (_: unknown, value: unknown) => {
    if (!filled(value) && others.some((o) => filled(form.getFieldValue(o)))) throw new Error(message);
  },
});

function buildRules(t: TFunction) {
  const year = new Date().getFullYear();
  const url = t('validation.url');
  return {
    name: [requiredRule(t('validation.nameRequired')), maxRule(t, PROFILE_LIMITS.companyNameMax)],
    longName: [maxRule(t, PROFILE_LIMITS.companyNameMax)],
    profile: [maxRule(t, PROFILE_LIMITS.profileMax)],
    address: [maxRule(t, PROFILE_LIMITS.addressMax)],
    city: [maxRule(t, 80)],
    inBusinessSince: [
      {
        validator: async (_: unknown, v: unknown) => {
          if (v != null && !shape.inBusinessSince.safeParse(v).success) throw new Error(t('validation.year', { max: year }));
          if (typeof v === 'number' && v > year) throw new Error(t('validation.year', { max: year }));
        },
      },
    ] as Rule[],
    outlets: [schemaRule(shape.outlets, t('validation.outlets'))],
    priceLow: [schemaRule(shape.priceLow, t('validation.price'))],
    priceHigh: [
      schemaRule(shape.priceHigh, t('validation.price')),
      ((form) => ({
        validator: async (_: unknown, high: unknown) => {
          const low = form.getFieldValue('priceLow') as unknown;
          if (typeof low === 'number' && typeof high === 'number' && low > high) throw new Error(t('validation.priceRange'));
        },
      })) as RuleRender,
    ] as Rule[],
    boothNumber: [notBlankRule(t('validation.boothNumber')), maxRule(t, PROFILE_LIMITS.boothNumberMax)],
    phone: [schemaRule(ZPhone, t('validation.phone'))],
    faxCountry: [requiredWith(['faxArea', 'faxNumber'], t('validation.faxCountryRequired')), schemaRule(shape.faxCountry, t('validation.faxCountry'))],
    faxArea: [schemaRule(shape.faxArea, t('validation.faxArea'))],
    faxNumber: [requiredWith(['faxCountry', 'faxArea'], t('validation.faxNumberRequired')), schemaRule(shape.faxNumber, t('validation.faxNumber'))],
    email: [schemaRule(ZEmail, t('validation.email'))],
    website: [schemaRule(ZHttpUrl, url)],
    video: [schemaRule(ZVideoUrl, t('validation.video'))],
    mediaPhotos: [
      {
        validator: async (_: unknown, items: { status: string }[] | undefined) => {
          const max = PROFILE_LIMITS.mediaPhotosMax;
          if ((items ?? []).filter((i) => i.status === 'done').length > max) throw new Error(t('media.photosLimit', { max }));
        },
      },
    ] as Rule[],
    brochureName: [requiredRule(t('validation.fileName')), maxRule(t, 100)],
    brochureUrl: [requiredRule(t('validation.fileOrUrl')), schemaRule(ZHttpUrl.or(ZUploadUrl), url)],
    linkName: [requiredRule(t('validation.linkName')), maxRule(t, 60)],
    linkUrl: [requiredRule(t('validation.linkUrl')), schemaRule(ZHttpUrl, url)],
    tags: (max: number): Rule[] => [
      {
        validator: async (_: unknown, list: string[] | undefined) => {
          const items = list ?? [];
          if (items.length > max) throw new Error(t('validation.tagsMax', { max }));
          if (items.some((s) => s.trim().length > 100)) throw new Error(t('validation.tooLong', { max: 100 }));
        },
      },
    ],
    customWidget: [notBlankRule(t('validation.customWidget')), maxRule(t, PROFILE_LIMITS.customWidgetMax)],
    videoTool: [requiredWith(['meetingUrl'], t('validation.videoTool'))],
    meetingUrl: [
      requiredWith(['videoTool'], t('validation.meetingUrl')),
      {
        // The server's own rule (https only: the link goes to buyers).
        validator: async (_: unknown, v: unknown) => {
          if (filled(v) && !ZHttpsUrl.safeParse(String(v).trim()).success) throw new Error(t('validation.httpsUrl'));
        },
      },
    ] as Rule[],
  };
}

export type EditorRules = ReturnType<typeof buildRules>;

/** The editor's field rules, messages in the viewer's language. */
export function useEditorRules(): EditorRules {
  const { t } = useTranslation('companyEditor');
  return useMemo(() => buildRules(t), [t]);
}
