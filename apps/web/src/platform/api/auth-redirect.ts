const RETURN_URL_KEY = 'stagedoor.return-url';
const DEFAULT_AFTER_LOGIN = '/manage/events';
export const LOGIN_PATH = '/auth/login';

/** SPEC §8: pages where a 401/403 must not send the visitor to the login page. */
const EXEMPT_PATH_PARTS = [
  'auth/login',
  'accept-invitation',
  'register',
  'forgot-password',
  'auth',
  'account/payment',
  'checkout',
  '/event/',
  'print',
  '/order/',
  'widget',
  '/ticket/',
  'check-in',
];

export function shouldRedirectToLogin(pathname: string): boolean {
  if (pathname.startsWith('/manage/event/')) return true;
  return !EXEMPT_PATH_PARTS.some((part) => pathname.includes(part));
}

/** Only same-origin paths are remembered, so a crafted URL cannot bounce a fresh login elsewhere. */
function isSafeReturnUrl(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') && !url.startsWith(LOGIN_PATH);
}

export function rememberReturnUrl(url: string): void {
  if (!isSafeReturnUrl(url)) return;
  try {
    sessionStorage.setItem(RETURN_URL_KEY, url);
  } catch {
    // Without storage the user lands on the default page after login.
  }
}

/** The page to open after a successful login; reading it forgets it. */
export function takeReturnUrl(): string {
  try {
    const url = sessionStorage.getItem(RETURN_URL_KEY);
    sessionStorage.removeItem(RETURN_URL_KEY);
    return url && isSafeReturnUrl(url) ? url : DEFAULT_AFTER_LOGIN;
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
}

export function currentUrl(): string {
  return window.location.pathname + window.location.search + window.location.hash;
}

type Navigate = (to: string) => void;
let navigateTo: Navigate = (to) => window.location.assign(to);

/** The router registers itself here so that redirects stay client-side. */
export function setAuthNavigator(navigate: Navigate): void {
  navigateTo = navigate;
}

/** SPEC §8: remember where the user was and send them to the login page. */
export function redirectToLogin(): void {
  if (!shouldRedirectToLogin(window.location.pathname)) return;
  rememberReturnUrl(currentUrl());
  navigateTo(LOGIN_PATH);
}
