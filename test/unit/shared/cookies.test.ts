/** shared/cookies.ts: the one cookie reader of the server's page cache, the stores, the consent and the CSRF token. */
import { parse } from 'cookie';
import { cookieString, readCookie, readCookies } from '../../../shared/cookies';

describe('readCookies', () => {
  it('reads a Cookie header and document.cookie alike (with or without the space)', () => {
    expect(readCookies('a=1; b=two')).toEqual({ a: '1', b: 'two' });
    expect(readCookies('a=1;b=two')).toEqual({ a: '1', b: 'two' });
  });

  it('drops quotes, keeps "=" in a value, skips a pair without a name or without "="', () => {
    expect(readCookies('a=1; b="two"; =x; c; d=a=b')).toEqual({ a: '1', b: 'two', d: 'a=b' });
  });

  it('decodes a URI-encoded value once, and keeps one that does not decode as sent', () => {
    expect(readCookies('cc_cookie=%7B%22categories%22%3A%5B%5D%7D; broken=%E0%A4%A')).toEqual({ cc_cookie: '{"categories":[]}', broken: '%E0%A4%A' });
  });

  it('takes the first of a repeated name (the browser lists the most specific path first)', () => {
    expect(readCookie('csrftoken=page; csrftoken=site', 'csrftoken')).toBe('page');
  });

  it('is the parser Express reads req.cookies with (cookie-parser on the same package)', () => {
    const header = 'a=1; b="two"; c=%41; a=2; d=x=y';
    expect({ ...readCookies(header) }).toEqual(parse(header));
  });

  it('never throws and has no inherited names', () => {
    for (const nothing of [undefined, null, '', ';;', 'garbage']) expect(readCookies(nothing)).toEqual({});
    expect(readCookie('a=1', 'toString')).toBeUndefined();
    expect(readCookie('a=1', '__proto__')).toBeUndefined();
    expect(readCookie('__proto__=x', '__proto__')).toBeUndefined();
  });

  it('tells an empty cookie from a missing one', () => {
    expect(readCookie('csrftoken=', 'csrftoken')).toBe('');
    expect(readCookie('other=1', 'csrftoken')).toBeUndefined();
  });
});

describe('cookieString', () => {
  it('writes a cookie for document.cookie, the value encoded', () => {
    expect(cookieString('consent_external_media', '1', { maxAge: 60, path: '/', sameSite: 'lax' })).toBe('consent_external_media=1; Max-Age=60; Path=/; SameSite=Lax');
    expect(readCookie(cookieString('name', 'ä; b=1'), 'name')).toBe('ä; b=1');
  });
});
