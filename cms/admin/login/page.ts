/**
 * The server-rendered login page (GET /admin/login/): a plain HTML form that works without
 * JavaScript, in German or English, accessible (labels, autocomplete hints, the error in an
 * alert region linked to the fields, a visible focus ring), with no inline script or style.
 */
import type { Locale } from '../../../shared/constants';
import { escapeHtml } from '../../../shared/html';
import { CSRF_FORM_FIELD } from '../../auth/csrf';
import { logoSvg } from '../../../shared/brand';
import { LOGIN_CSS_PATH } from './css';
import { LOGIN_STRINGS } from './strings';

export const LOGIN_PATH = '/admin/login/';

export interface LoginPageOptions {
  locale: Locale;
  csrfToken: string;
  /** where to go after login (already checked with safeNext) */
  next: string;
  /** the username to fill in again after a failed attempt */
  username?: string;
  /** an error message to show above the form */
  error?: string;
  /** the name of the editor already logged in, if any */
  loggedInAs?: string | null;
  /** style sheets to link besides the page's own (the admin build's fonts) */
  styleSheets?: string[];
}

export function renderLoginPage(options: LoginPageOptions): string {
  const t = LOGIN_STRINGS[options.locale];
  const e = escapeHtml;
  const other: Locale = options.locale === 'de' ? 'en' : 'de';
  const otherHref = `${LOGIN_PATH}?${new URLSearchParams({ lang: other, next: options.next }).toString()}`;
  const invalid = options.error ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  const error = options.error
    ? `<div class="error" id="login-error" role="alert"><h2>${e(t.errorHeading)}</h2><p>${e(options.error)}</p></div>`
    : '';
  const loggedIn = options.loggedInAs ? `<p class="info">${e(t.loggedInAs(options.loggedInAs))}</p>` : '';
  return `<!doctype html>
<html lang="${options.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${e(t.title)}</title>
${(options.styleSheets ?? []).map((href) => `<link rel="stylesheet" href="${e(href)}">\n`).join('')}<link rel="stylesheet" href="${LOGIN_CSS_PATH}">
</head>
<body>
<main>
${logoSvg(t.logoLabel).replace('<svg ', '<svg class="logo" ')}
<h1>${e(t.heading)}</h1>
<p>${e(t.intro)}</p>
${loggedIn}${error}<form method="post" action="${LOGIN_PATH}" novalidate>
<input type="hidden" name="${CSRF_FORM_FIELD}" value="${e(options.csrfToken)}">
<input type="hidden" name="next" value="${e(options.next)}">
<input type="hidden" name="lang" value="${options.locale}">
<label for="id_username">${e(t.username)}</label>
<input type="text" id="id_username" name="username" value="${e(options.username ?? '')}" autocomplete="username" autocapitalize="none" spellcheck="false" maxlength="150" required autofocus${invalid}>
<label for="id_password">${e(t.password)}</label>
<input type="password" id="id_password" name="password" autocomplete="current-password" required${invalid}>
<button type="submit">${e(t.submit)}</button>
</form>
<nav>
<a href="/">${e(t.backToSite)}</a>
<a href="${e(otherHref)}" hreflang="${other}" lang="${other}" aria-label="${e(t.otherLanguageLabel)}">${e(t.otherLanguage)}</a>
</nav>
</main>
</body>
</html>
`;
}
