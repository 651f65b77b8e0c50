import { endpoint } from './endpoint.ts';
import { PERM } from './permissions.ts';
import { ZCompanyPrivacy, ZShowroomPrivacy, ZShowroomSettings } from './showroom.ts';

/**
 * Privacy settings of the caller's own company (SPEC §3 "Showroom settings"). None takes a company id, so another
 * company cannot even be addressed.
 */
export const showroomApi = {
  privacy: endpoint({
    method: 'GET',
    path: '/api/showroom/privacy',
    access: 'member',
    summary:
      "My showroom's privacy (who sees products, who sees contact details) and Q&A settings (members of a seller; a buyer gets 40300)",
    tags: ['showroom'],
    response: ZShowroomPrivacy,
  }),
  savePrivacy: endpoint({
    method: 'POST',
    path: '/api/showroom/privacy/save',
    access: { perm: PERM.showroomSettingEdit },
    summary: "Save my showroom's privacy and Q&A settings (sellers; holders of showroom:setting:edit); answers them",
    tags: ['showroom'],
    body: ZShowroomPrivacy,
    response: ZShowroomPrivacy,
  }),
  settings: endpoint({
    method: 'GET',
    path: '/api/showroom/settings',
    access: 'member',
    summary: "My showroom's preferred currency and product segment (members of a seller; a buyer gets 40300)",
    tags: ['showroom'],
    response: ZShowroomSettings,
  }),
  saveSettings: endpoint({
    method: 'POST',
    path: '/api/showroom/settings/save',
    access: { perm: PERM.showroomSettingEdit },
    summary: "Save my showroom's preferred currency and product segment (sellers; holders of showroom:setting:edit); answers them",
    tags: ['showroom'],
    body: ZShowroomSettings,
    response: ZShowroomSettings,
  }),
  companyPrivacy: endpoint({
    method: 'GET',
    path: '/api/company/privacy',
    access: 'member',
    summary: "Who sees my company's contact details (any member, buyers and suppliers alike)",
    tags: ['company'],
    response: ZCompanyPrivacy,
  }),
  saveCompanyPrivacy: endpoint({
    method: 'POST',
    path: '/api/company/privacy/save',
    access: { perm: PERM.companyPrivacyEdit },
    summary: "Choose who sees my company's contact details (holders of company:privacy:edit); answers the setting",
    tags: ['company'],
    body: ZCompanyPrivacy,
    response: ZCompanyPrivacy,
  }),
};
