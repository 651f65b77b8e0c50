import auth from './auth.json';
import menu from './menu.json';
import workspace from './workspace.json';
import account from './account.json';
import common from './common.json';
import errors from './errors.json';
import home from './home.json';
import pages from './pages.json';
import companies from './companies.json';
import companyEditor from './companyEditor.json';
import console from './console.json';
import legal from './legal.json';
import showroom from './showroom.json';
import favorites from './favorites.json';

/** Every namespace of this language in one module, so switching to it costs one request. */
export const bundles = { common, errors, home, auth, pages, account, workspace, menu, companies, companyEditor, console, legal, showroom, favorites };
