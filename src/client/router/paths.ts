/** Fixed paths of SPEC §2. */
export const HOME_PATH = '/dashboard/analysis';
export const LOGIN_PATH = '/user/login';
/** The blank layout's own path: it has no page and always redirects to the login page. */
export const USER_PATH = '/user';
export const NOT_FOUND_PATH = '/404';
export const FORBIDDEN_PATH = '/403';
export const SERVER_ERROR_PATH = '/500';
/** SPEC §2: /oauth2-app redirects to its one child, the third-party login page (name oauth2-app-login). */
export const OAUTH2_PATH = '/oauth2-app';
export const OAUTH2_LOGIN_PATH = '/oauth2-app/login';
/** SPEC §2: the user's announcement list, a page of the shell (the bell's 'view more'), in no menu. */
export const USER_ANNOUNCEMENT_PATH = '/isps/userAnnouncement';

/** Apply online; the home's business sections open it with `?businessType=` chosen. */
export const APPLY_ONLINE_PATH = '/isps/apply-online';

/** Reachable without a token. Only /user/login has a page in this issue. */
export const OPEN_PATHS: readonly string[] = [
  '/user/login',
  '/user/register',
  '/user/register-result',
  '/user/alteration',
  OAUTH2_LOGIN_PATH,
];

/** Public verification of a certificate: the QR code on a certificate opens /verify?no=…. */
export const VERIFY_PATH = '/verify';
/** Pages anyone sees as they are, with or without a token (no login, no shell, CAS or not). */
export const PUBLIC_PATHS: readonly string[] = [VERIFY_PATH];

/** Pages of the shell itself (outside the menu). Exception pages show no data, so no token is needed. */
export const EXCEPTION_PATHS: readonly string[] = [NOT_FOUND_PATH, FORBIDDEN_PATH, SERVER_ERROR_PATH];
