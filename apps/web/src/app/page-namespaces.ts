import type { PageName } from '@gembourse/contracts/pages';
import type { Namespace } from '../shared/i18n/namespaces.ts';

/**
 * The translation namespaces each page needs besides the first screen's (EAGER_NAMESPACES): the router loads them
 * with the page's code, so the page never renders a key. A page added to the page table without its entry here fails
 * tsc; the workspace and console layouts load their own (`workspace`, `console`).
 */
export const PAGE_NAMESPACES: Record<PageName, readonly Namespace[]> = {
  Home: ['home', 'companies', 'catalogue'],
  Suppliers: ['companies', 'company'],
  ProductList: ['catalogue'],
  ProductDetail: ['productDetail', 'productEditor', 'catalogue', 'companies'],
  Contact: [],
  Support: [],
  About: ['legal'],
  Leads: [],
  Events: [],
  EventDetail: [],
  CompanyProfile: ['companies', 'company', 'catalogue'],
  Knowledge: [],
  KnowledgeDetail: [],
  Login: ['auth', 'account', 'home'],
  Register: ['account', 'member', 'company', 'legal'],
  Activate: ['account', 'auth'],
  ResetPassword: ['account', 'auth'],
  ForgotPassword: ['account', 'member'],
  DevMailbox: [],
  Forbidden: [],
  ShowroomProduct: ['showroom', 'productEditor'],
  ShowroomCollection: ['showroom', 'account'],
  ShowroomBrand: ['showroom', 'account'],
  ShowroomSetting: ['showroom'],
  ShowroomPrivacy: ['showroom'],
  ShowroomProductAdd: ['productEditor', 'showroom', 'account'],
  ShowroomProductEdit: ['productEditor', 'showroom', 'account'],
  ShowroomProductPreview: ['productEditor', 'showroom'],
  AnalyticsDashboard: [],
  AnalyticsProduct: [],
  AnalyticsPageview: [],
  ManageUser: ['manage'],
  ManageSubscription: ['billing'],
  CompanyProfileEdit: ['companyEditor', 'company', 'contact', 'account'],
  MyProfile: ['account', 'member', 'manage'],
  MyFavorites: ['favorites'],
  EmailNotification: ['account'],
  Messages: ['messaging'],
  Notifications: ['notifications'],
  CompanyPrivacy: ['showroom'],
  ConsoleLogin: ['auth', 'account'],
  Welcome: ['console', 'auth'],
  Companies: ['console'],
  ChatReports: ['console', 'notifications'],
};

/** The login box's namespaces (it opens over any page; the register box loads its own). */
export const LOGIN_BOX_NAMESPACES: readonly Namespace[] = ['auth', 'account'];
