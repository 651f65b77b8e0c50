import { z } from 'zod';
import { text, ZEmail } from './primitives.ts';

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: text().min(1).max(200),
  remember: z.boolean().default(false),
});
export type LoginRequest = z.infer<typeof ZLoginRequest>;

/** A menu row (SPEC §3 "Menu item"); the client builds the tree by parentId. */
export const ZMenuItem = z.object({
  menuId: z.number().int(),
  parentId: z.number().int(),
  /** 1 catalog, 2 menu, 3 permission point. */
  menuType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  menuName: z.string(),
  /** i18n key of the title, resolved by the client in the viewer's language. */
  menuTitle: z.string(),
  path: z.string().nullable(),
  frameUrl: z.string().nullable(),
  icon: z.string().nullable(),
  sort: z.number().int(),
  visibleFlag: z.boolean(),
  disabledFlag: z.boolean(),
  webPerms: z.string().nullable(),
});
export type MenuItem = z.infer<typeof ZMenuItem>;

export const JOIN_TYPES = ['buyer', 'seller'] as const;
export const COMPANY_ROLES = ['admin', 'standard'] as const;

/** The current user (SPEC §3 "Current user"). */
export const ZCurrentUser = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  /** The company's English name, if it has one: English and Turkish readers see it first (like product cards). */
  companyNameEn: z.string().nullable(),
  join_type: z.enum(JOIN_TYPES),
  company_role: z.enum(COMPANY_ROLES),
  /** The bearer token of the session that asked (SPEC §3); the client keeps its own copy where `remember` says. */
  token: z.string(),
  employeeId: z.number().int(),
  avatar: z.string().nullable(),
  loginName: z.string(),
  actualName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
  needUpdatePwdFlag: z.boolean(),
  administratorFlag: z.boolean(),
  /** The login before the current session's: where and when the user last came in (null for a first login). */
  lastLoginIp: z.string().nullable(),
  /** 'Local network' for private and loopback addresses, else null (no GeoIP database offline). */
  lastLoginIpRegion: z.string().nullable(),
  lastLoginUserAgent: z.string().nullable(),
  lastLoginTime: z.string().nullable(),
  locale: z.string(),
  menuList: z.array(ZMenuItem),
  /** Permission points: the visible, enabled menuType 3 rows' webPerms. */
  permissions: z.array(z.object({ menuId: z.number().int(), webPerms: z.string() })),
});
export type CurrentUser = z.infer<typeof ZCurrentUser>;

export const ZLoginResponse = z.object({ token: z.string(), user: ZCurrentUser });
export type LoginResponse = z.infer<typeof ZLoginResponse>;
