/**
 * An answer's JSON text as UTF-8 bytes, made without any string that V8 keeps as a large object, and
 * with every character above U+00FF written as a `\u` escape (issue 41).
 *
 * Why: a string of more than 128 KiB is a large object, allocated in pages of its own that are
 * mapped for it and unmapped when it dies, and on these hosts each of its pages faults in on its
 * first write (about 15 µs of the kernel's time a page). A string holds one byte a character until
 * a single character above U+00FF makes it two (a name such as "Zieliński", a "–" or „quotes"), so an
 * answer of 64 KB can be such a string twice: once here, when JSON.stringify's text is flattened to
 * be encoded, and once in the SSR server, when the answer's bytes are decoded for JSON.parse. The
 * orchestra's 66 KB list of persons (three "ń") took 1.0 ms to decode against 0.07 ms with those
 * three letters plain (docs/performance.md, "Large strings").
 *
 * So the text is made in pieces, each of them a small string: a top-level array's or object's
 * members one by one, and the members of the arrays among them one by one (a list's items, a
 * page's modules), each stringified whole, and gathered into pieces of about PIECE_CHARS characters
 * that are encoded one after the other. And the characters above U+00FF are escaped, so that the
 * text, decoded, is a one-byte string: half the size, and a large object only above 128 K
 * characters. JSON.parse reads the same value back; the text is JSON.stringify's but for those
 * escapes (test: cms/http/jsonBytes.test.ts).
 */

/** Characters gathered into one piece before it is encoded (a two-byte piece stays far below 128 KiB). */
export const PIECE_CHARS = 16 * 1024;

const ABOVE_LATIN1 = /[\u0100-\uffff]/;
const ABOVE_LATIN1_ALL = /[\u0100-\uffff]/g;
const escapeChar = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** `text` with every character above U+00FF (surrogates too) as a `\u` escape: valid JSON where `text` was. */
export function latin1Json(text: string): string {
  return ABOVE_LATIN1.test(text) ? text.replace(ABOVE_LATIN1_ALL, escapeChar) : text;
}

/** An object JSON.stringify writes member by member: a plain object without `toJSON`. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return (proto === Object.prototype || proto === null) && typeof (value as { toJSON?: unknown }).toJSON !== 'function';
}

/**
 * Writes `value`'s JSON through `add`; false when it has none (undefined, a function, a symbol), as
 * JSON.stringify answers undefined. A member's own `toJSON` is called with '' for its key, where
 * JSON.stringify would pass the key: no answer's value reads it (a Date's does not).
 */
function write(value: unknown, depth: number, add: (json: string) => void): boolean {
  // a top-level value and the arrays among its members are written member by member
  if (Array.isArray(value) && depth < 2) {
    add('[');
    value.forEach((item, index) => {
      if (index > 0) add(',');
      if (!write(item, 2, add)) add('null');
    });
    add(']');
    return true;
  }
  if (depth === 0 && isPlainObject(value)) {
    add('{');
    let first = true;
    for (const key of Object.keys(value)) {
      const member = value[key];
      if (member === undefined || typeof member === 'function' || typeof member === 'symbol') continue;
      const name = `${first ? '' : ','}${JSON.stringify(key)}:`;
      const json = Array.isArray(member) ? null : JSON.stringify(member);
      if (json === undefined) continue; // a toJSON that answers undefined
      add(name);
      if (json === null) write(member, 1, add);
      else add(json);
      first = false;
    }
    add('}');
    return true;
  }
  const json = JSON.stringify(value) as string | undefined;
  if (json === undefined) return false;
  add(json);
  return true;
}

/** `value`'s JSON (what JSON.stringify writes, characters above U+00FF escaped) as UTF-8 bytes; an empty buffer where it has none. */
export function jsonBytes(value: unknown): Buffer {
  const buffers: Buffer[] = [];
  let piece = '';
  const flush = () => {
    buffers.push(Buffer.from(latin1Json(piece)));
    piece = '';
  };
  write(value, 0, (json) => {
    piece += json;
    if (piece.length >= PIECE_CHARS) flush();
  });
  if (piece || buffers.length === 0) flush();
  return buffers.length === 1 ? buffers[0] : Buffer.concat(buffers);
}
