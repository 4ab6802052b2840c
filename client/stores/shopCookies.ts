/**
 * The external ticket shop's cookies (SPEC §3): stx_cartSummary, whose first pipe-separated value is
 * the number of items in the cart, and stx_contact, the shop account's names as JSON (sometimes
 * URL-encoded, sometimes twice). Both parsers take anything and never throw: a broken cookie means
 * an empty cart and no name.
 */
import { SHOP_COOKIES } from '../../shared/constants';
import { readCookies } from '../../shared/cookies';

export interface ShopState {
  cartCount: number;
  firstName: string;
  lastName: string;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** '3|59,00|EUR' -> 3; anything that is not a non-negative whole number -> 0. */
export function parseCartCount(value: string | undefined | null): number {
  if (!value) return 0;
  const first = decode(value).split('|')[0].trim();
  if (!/^\d+$/.test(first)) return 0;
  const count = Number(first);
  return Number.isSafeInteger(count) ? count : 0;
}

/** The names of stx_contact: JSON, or URL-encoded JSON (once or twice). */
export function parseContact(value: string | undefined | null): { firstName: string; lastName: string } {
  const empty = { firstName: '', lastName: '' };
  if (!value) return empty;
  let text = value;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'string') {
        text = parsed; // JSON inside a JSON string
        continue;
      }
      if (!parsed || typeof parsed !== 'object') return empty;
      const record = parsed as Record<string, unknown>;
      const str = (key: string) => (typeof record[key] === 'string' ? (record[key] as string).trim() : '');
      return { firstName: str('individualFirstName'), lastName: str('individualLastname') || str('individualLastName') };
    } catch {
      const decoded = decode(text);
      if (decoded === text) return empty;
      text = decoded;
    }
  }
  return empty;
}

/** Both shop cookies from a Cookie header (server) or document.cookie (browser). */
export function readShopCookies(cookieHeader: string | undefined | null): ShopState {
  // values arrive URI-decoded once (shared/cookies.ts); the parsers decode what is encoded twice
  const cookies = readCookies(cookieHeader);
  return { cartCount: parseCartCount(cookies[SHOP_COOKIES.cartSummary]), ...parseContact(cookies[SHOP_COOKIES.contact]) };
}
