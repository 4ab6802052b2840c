/**
 * Whether a redirect target stays on this site: a path a browser resolves against our own origin.
 * Refused (the forms a browser reads as another host, so the site would be an open redirect):
 * - anything not starting with exactly one '/': '//evil.example', '/\evil.example', 'https://…',
 *   'javascript:…', relative paths;
 * - whitespace, control characters and backslashes anywhere (browsers strip tabs and newlines, so
 *   '/\t/evil.example' becomes '//evil.example', and read '\' as '/');
 * - the same after percent-decoding ('/%2F%2Fevil.example', '/%5Cevil.example', '/%09/evil.example'),
 *   and broken percent-encoding.
 * Used by the back end when a redirect is written and by the SSR server before it sends a Location.
 */
const BASE = 'http://same.invalid';
// eslint-disable-next-line no-control-regex
const RAW_FORBIDDEN = /[\x00-\x20\x7f\\]/;
// eslint-disable-next-line no-control-regex
const DECODED_FORBIDDEN = /[\x00-\x1f\x7f]/;
export const SITE_PATH_MAX_LENGTH = 2000;

const otherHost = (path: string) => !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\');

export function isSitePath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > SITE_PATH_MAX_LENGTH) return false;
  if (otherHost(value) || RAW_FORBIDDEN.test(value)) return false;
  try {
    if (new URL(value, BASE).origin !== BASE) return false;
  } catch {
    return false;
  }
  // Decode until nothing changes (at most a few rounds: '%252F' is '%2F' is '/').
  let current = value;
  for (let round = 0; round < 4; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false;
    }
    if (decoded === current) return true;
    if (otherHost(decoded) || DECODED_FORBIDDEN.test(decoded) || decoded.includes('\\')) return false;
    current = decoded;
  }
  return false;
}

/**
 * A redirect's source path in its one spelling: `/de/alt/` and `/de/alt` are the same source (a
 * trailing slash does not count), and a missing leading slash is added. The SSR server keys its
 * redirect table by it; the back end looks a source up in both spellings (sourcePathVariants).
 */
export function redirectSourceKey(path: string): string {
  const trimmed = `/${path.replace(/^\/+/, '')}`.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The spellings of a redirect source (redirectSourceKey): as written first, then its twin. */
export function sourcePathVariants(raw: string): string[] {
  const path = `/${raw.replace(/^\/+/, '')}`;
  const key = redirectSourceKey(path);
  if (key === '/') return ['/'];
  return path.endsWith('/') ? [path, key] : [path, `${key}/`];
}
