import type { CurrentUser } from '@gembourse/contracts/auth';
import { menuIdOf } from '@gembourse/contracts/pages';
import { PERM } from '@gembourse/contracts/permissions';
import { PROFILE_TEXT_FACT_KEYS, type ProfileTextFact } from '@gembourse/contracts/company-profile';

/** A complete CurrentUser with sensible defaults; override what a test cares about. */
export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    companyId: 3,
    companyName: 'Aurora Gems Ltd',
    companyNameEn: null,
    join_type: 'seller',
    company_role: 'admin',
    token: 'test-token',
    employeeId: 70,
    avatar: null,
    loginName: 'supplier@example.com',
    actualName: 'Mei Lin',
    email: 'supplier@example.com',
    phone: null,
    departmentId: null,
    departmentName: null,
    needUpdatePwdFlag: false,
    administratorFlag: false,
    lastLoginIp: null,
    lastLoginIpRegion: null,
    lastLoginUserAgent: null,
    lastLoginTime: null,
    locale: 'en',
    menuList: [],
    // Every seeded role holds chat:use (the chat's point, issue 13); tests of other points override the list.
    permissions: [{ menuId: menuIdOf({ perm: PERM.chatUse }), webPerms: PERM.chatUse }],
    ...overrides,
  };
}

/** A JSON envelope Response, as the server answers. */
/** Every plain text fact of a profile (the contract's PROFILE_TEXT_FACTS), empty: fixtures set the ones they test. */
export function noTextFacts(): Record<ProfileTextFact, null> {
  return Object.fromEntries(PROFILE_TEXT_FACT_KEYS.map((k) => [k, null])) as Record<ProfileTextFact, null>;
}

export function envelope(data: unknown, code = 200, msg = code === 200 ? 'ok' : 'failed', dataType = 0, status = 200): Response {
  return new Response(JSON.stringify({ code, msg, data, dataType }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}
