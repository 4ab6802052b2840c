/**
 * Where to send the browser after login or logout. Only a path of THIS site is accepted, so the
 * login page cannot be used to bounce a visitor to another site (open redirect):
 * - it must start with a single '/': '//evil.example' and '/\evil.example' are read by browsers as
 *   "another host" (protocol-relative), so they are refused;
 * - control characters and whitespace are refused (browsers strip tabs and newlines, which would
 *   turn '/\t/evil.example' into '//evil.example');
 * - anything else (absolute URLs, 'javascript:', relative paths without '/') falls back to '/'.
 */
export const DEFAULT_REDIRECT = '/';

export function safeNext(next: unknown, fallback = DEFAULT_REDIRECT): string {
  if (typeof next !== 'string' || next.length === 0 || next.length > 2000) return fallback;
  if (!next.startsWith('/')) return fallback;
  if (next.startsWith('//') || next.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x20\x7f\\]/.test(next)) return fallback;
  // the URL parser must agree that it stays on our origin
  try {
    const base = 'http://same.invalid';
    const url = new URL(next, base);
    if (url.origin !== base) return fallback;
  } catch {
    return fallback;
  }
  return next;
}
