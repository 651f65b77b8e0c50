// The English texts are the type of every translation key (shared/i18n/i18next.d.ts): a key missing here fails tsc.
// Type-only imports: nothing of this file reaches a bundle.
import type account from './account.json';
import type auth from './auth.json';
import type billing from './billing.json';
import type catalogue from './catalogue.json';
import type common from './common.json';
import type companies from './companies.json';
import type company from './company.json';
import type companyEditor from './companyEditor.json';
import type console from './console.json';
import type contact from './contact.json';
import type errors from './errors.json';
import type favorites from './favorites.json';
import type home from './home.json';
import type legal from './legal.json';
import type manage from './manage.json';
import type member from './member.json';
import type menu from './menu.json';
import type messaging from './messaging.json';
import type notifications from './notifications.json';
import type pages from './pages.json';
import type productDetail from './productDetail.json';
import type productEditor from './productEditor.json';
import type showroom from './showroom.json';
import type workspace from './workspace.json';

/** The English resources, one entry per namespace (shared/i18n/namespaces.ts lists the same names). */
export interface EnglishResources {
  common: typeof common;
  errors: typeof errors;
  pages: typeof pages;
  home: typeof home;
  auth: typeof auth;
  account: typeof account;
  member: typeof member;
  workspace: typeof workspace;
  messaging: typeof messaging;
  notifications: typeof notifications;
  manage: typeof manage;
  billing: typeof billing;
  menu: typeof menu;
  companies: typeof companies;
  company: typeof company;
  contact: typeof contact;
  companyEditor: typeof companyEditor;
  console: typeof console;
  legal: typeof legal;
  showroom: typeof showroom;
  favorites: typeof favorites;
  productEditor: typeof productEditor;
  catalogue: typeof catalogue;
  productDetail: typeof productDetail;
}
