import { ZUpdateProfileRequest, type UpdateProfileRequest } from '@gembourse/contracts/accounts';
import type { FormKitConfig } from '../../shared/forms/form-kit.ts';
import { doneUrls, type UploadItem } from '../../shared/ui/image-upload-api.ts';

/** What the personal profile form holds: uploads as upload items, texts as typed. */
export interface ProfileValues {
  cover: UploadItem[];
  avatar: UploadItem[];
  firstName?: string;
  lastName?: string;
  jobTitle?: string;
  phone?: string;
  aboutMe?: string;
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  country?: string;
  profileVisible: boolean;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const optional = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);

/** The request POST /api/accounts/profile takes, from the form (the gender, not on this form, is added when sent). */
export function toProfileRequest(values: ProfileValues): Partial<UpdateProfileRequest> {
  return {
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    jobTitle: optional(values.jobTitle),
    cover: doneUrls(values.cover).at(-1) ?? '',
    avatar: doneUrls(values.avatar).at(-1),
    phone: optional(values.phone),
    aboutMe: text(values.aboutMe),
    address1: text(values.address1),
    address2: optional(values.address2),
    city: text(values.city),
    state: optional(values.state),
    postalCode: optional(values.postalCode),
    country: values.country ?? '',
    profileVisible: Boolean(values.profileVisible),
  };
}

/**
 * SPEC §3 "Personal profile" checked by ZUpdateProfileRequest (phone, address 2, state and postal code optional; the
 * phone is the contract's one member phone rule, ZMemberPhone), with the §5 wording of the messages.
 */
export const PROFILE_KIT: FormKitConfig<ProfileValues> = {
  schema: ZUpdateProfileRequest,
  toRequest: toProfileRequest,
  fields: {
    cover: { messages: { required: 'account:validation.coverRequired' } },
    firstName: { messages: { required: 'account:validation.nameRequired', tooLong: 'account:validation.nameTooLong' } },
    lastName: { messages: { required: 'account:validation.nameRequired', tooLong: 'account:validation.nameTooLong' } },
    phone: { messages: { invalid: 'account:validation.phoneInvalid', pattern: 'account:validation.phoneInvalid' } },
    aboutMe: { messages: { required: 'account:validation.aboutRequired' } },
    address1: { messages: { required: 'account:validation.addressRequired' } },
    city: { messages: { required: 'account:validation.cityRequired' } },
    country: { messages: { required: 'account:validation.countryRequired' } },
  },
};
