/** The console's login path (SPEC §9 "Login path: /login"). */
export const CONSOLE_LOGIN_PATH = '/login';
/** Where a logged-in visitor of /login lands (SPEC §2). */
export const CONSOLE_HOME_PATH = '/welcome';
/** The public home page; '/' and unknown paths redirect here. */
export const HOME_PATH = '/home/index';
/** The no-permission page (SPEC §2): where a member refused by a page goes. */
export const FORBIDDEN_PATH = '/403';
