/**
 * Cookies, read and written the same way everywhere: the server's page cache (a request's Cookie
 * header), the stores on the server and in the browser, the consent, the editor's and the admin's
 * CSRF token (`document.cookie`). Built on the `cookie` package, the parser cookie-parser runs for
 * Express's `req.cookies`, so the server's middleware and these readers agree on every header.
 */
import { parse, serialize, type SerializeOptions } from 'cookie';

/**
 * The cookies of a Cookie header or `document.cookie` by name. The first of a repeated name wins
 * (a browser lists the cookie of the most specific path first); quotes around a value are dropped
 * and a value is URI-decoded when it decodes (else kept as sent); a pair without a name is skipped.
 * Never throws: nothing, or anything that is not a cookie, is no cookies.
 */
export function readCookies(header: string | null | undefined): Readonly<Record<string, string>> {
  const cookies: Record<string, string> = Object.create(null) as Record<string, string>;
  if (typeof header !== 'string' || !header) return cookies;
  for (const [name, value] of Object.entries(parse(header))) if (name) cookies[name] = value;
  return cookies;
}

/** One cookie's value ('' when it is set empty), or undefined when the header does not have it. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  return readCookies(header)[name];
}

/** `name=value; Max-Age=…; Path=…` for `document.cookie` (the value URI-encoded). */
export function cookieString(name: string, value: string, options: SerializeOptions = {}): string {
  return serialize(name, value, options);
}
