/**
 * An answer's JSON in pieces (cms/http/jsonBytes.ts): the text JSON.stringify writes, but for the
 * characters above U+00FF, which are escaped, so that the decoded text is Latin-1 only; JSON.parse
 * reads the same value back.
 */
import { jsonBytes, latin1Json, PIECE_CHARS } from './jsonBytes';

class Point {
  constructor(
    public x: number,
    public y: number,
  ) {}
}

const person = (id: number) => ({
  id,
  name: id % 7 === 0 ? 'Magdalena Zieliński' : `Person ${id}`,
  positions: ['Solo-Fagott', '„Gast“ – 2026…'],
  image: { url: `/media/${id}.png`, focal_point: { x: 0.5, y: 0.4 }, caption: '' },
  since: new Date(Date.UTC(2017, 0, id % 28)),
  missing: undefined,
  emoji: '🎻',
});

const VALUES: [string, unknown][] = [
  ['a list answer larger than a piece', { count: 400, next: null, previous: '/de/api/persons/?page=1', results: Array.from({ length: 400 }, (_, i) => person(i)), categories: [{ id: 1, name: 'Violine I' }] }],
  ['a top-level array', Array.from({ length: 300 }, (_, i) => person(i))],
  ['members JSON.stringify leaves out or writes as null', { a: undefined, f: () => 1, s: Symbol('x'), list: [undefined, () => 1, Symbol('y'), null, Number.NaN, -0, Infinity], n: Number.NaN }],
  ['objects with toJSON, class instances, maps, a null prototype', { date: new Date(0), point: new Point(1, 2), map: new Map([[1, 2]]), bare: Object.assign(Object.create(null), { k: 'ü' }), own: { toJSON: () => 'mine' }, none: { toJSON: () => undefined } }],
  ['keys that need escaping', { 'a"b': 1, 'ń\n': [2], '\u2028': 'line separator' }],
  ['lone surrogates and pairs', { lone: '\ud800x\udfff', pair: '𝄞', list: ['\udc00', '😀'] }],
  ['an empty object and array', { empty: {}, none: [] }],
  ['a string', 'Zieliński'],
  ['a number', 42],
  ['null', null],
  ['nested arrays', [[1, [2, 'ń']], []]],
];

describe('jsonBytes', () => {
  it.each(VALUES)('%s: JSON.stringify’s text, with the characters above U+00FF escaped', (_name, value) => {
    const text = jsonBytes(value).toString('utf8');
    expect(text).toBe(latin1Json(JSON.stringify(value)));
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
    expect([...text].every((c) => c.charCodeAt(0) <= 0xff)).toBe(true);
  });

  it('writes a value without JSON as no bytes, as the answer before did', () => {
    expect(jsonBytes(undefined).length).toBe(0);
    expect(jsonBytes(() => 1).length).toBe(0);
  });

  it('keeps Latin-1 letters as they are and escapes the rest', () => {
    expect(jsonBytes({ name: 'Jörg Müller', city: 'Gdańsk', quote: '„Bravo“' }).toString('utf8')).toBe('{"name":"Jörg Müller","city":"Gda\\u0144sk","quote":"\\u201eBravo\\u201c"}');
  });

  it('answers a list far larger than a piece byte for byte', () => {
    const value = { results: Array.from({ length: 2000 }, (_, i) => person(i)) };
    const bytes = jsonBytes(value);
    expect(bytes.length).toBeGreaterThan(PIECE_CHARS * 10);
    expect(bytes.equals(Buffer.from(latin1Json(JSON.stringify(value))))).toBe(true);
  });
});
