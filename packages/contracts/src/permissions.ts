// Who may do what (SPEC §6, ARCHITECTURE §5), in one place for both sides: the server refuses by these rules, the web
// hides controls and pages by the same rules, and the menu seed hands the codes to roles.

/**
 * Permission points: the `webPerms` of menuType 3 rows. A role holds a point when its menus include the row, so an
 * organiser can grant or withdraw one without a release. Platform staff (administratorFlag) hold every point.
 */
export const PERM = {
  /** Open the showroom pages (products, collections, brands, settings, privacy). */
  showroomView: 'showroom:view',
  showroomProductAdd: 'showroom:product:add',
  showroomProductEdit: 'showroom:product:edit',
  showroomProductPublish: 'showroom:product:publish',
  showroomProductDelete: 'showroom:product:delete',
  showroomProductImport: 'showroom:product:import',
  showroomProductExport: 'showroom:product:export',
  showroomCollectionEdit: 'showroom:collection:edit',
  /** Create, rename, give a logo to and delete the company's brands. */
  showroomBrandEdit: 'showroom:brand:edit',
  /** Change the showroom's settings and product privacy. */
  showroomSettingEdit: 'showroom:setting:edit',
  analyticsView: 'analytics:view',
  /** Open conversations and send chat messages (reading one's conversations needs no point). */
  chatUse: 'chat:use',
  manageUserView: 'manage:user:view',
  manageUserAdd: 'manage:user:add',
  manageUserEdit: 'manage:user:edit',
  manageUserStatus: 'manage:user:status',
  manageUserDelete: 'manage:user:delete',
  /** Create, change and delete the company's roles (issue 13). */
  manageRoleEdit: 'manage:role:edit',
  manageBillingView: 'manage:billing:view',
  manageBillingEdit: 'manage:billing:edit',
  /** Edit the company profile and its contact list. */
  companyProfileEdit: 'company:profile:edit',
  /** Choose who sees the company's contact details (buyers and suppliers alike). */
  companyPrivacyEdit: 'company:privacy:edit',
} as const;
export type PermCode = (typeof PERM)[keyof typeof PERM];

/**
 * Who may call an endpoint or open a page:
 * - `public`: anyone, guests included;
 * - `member`: any logged-in member;
 * - `staff`: platform staff only (the organiser's console);
 * - `{ perm }`: members whose role holds the permission point (staff always do).
 * Rules about one resource (the caller's own company, a supplier's visibility) are the service's, on top of this.
 */
export type Access = 'public' | 'member' | 'staff' | { perm: PermCode };

/** What an access check looks at of the caller; null for a guest. */
export interface AccessSubject {
  administrator: boolean;
  /** The caller's permission points; null when unknown (the web then keeps the control, SPEC §6). */
  perms: ReadonlySet<string> | null;
}

/** Whether `subject` passes `access`. The server and the web both decide with this function. */
export function allows(access: Access, subject: AccessSubject | null): boolean {
  if (access === 'public') return true;
  if (!subject) return false;
  if (subject.administrator) return true;
  if (access === 'member') return true;
  if (access === 'staff') return false;
  return subject.perms === null || subject.perms.has(access.perm);
}

/** Why `subject` fails `access`: a guest must log in first (30007), a member lacks the right (40300). */
export function refusalOf(access: Access, subject: AccessSubject | null): 'login' | 'forbidden' | null {
  if (allows(access, subject)) return null;
  return subject ? 'forbidden' : 'login';
}
