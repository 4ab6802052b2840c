import { parseCartCount, parseContact, readShopCookies } from '../../../client/stores/shopCookies';

describe('shop cookies', () => {
  describe('stx_cartSummary: the first pipe-separated value is the item count', () => {
    it.each([
      ['3|59,00|EUR', 3],
      ['12', 12],
      ['0|0,00', 0],
      ['2%7C40%2C00%7CEUR', 2],
      [' 4 |x', 4],
      ['', 0],
      [undefined, 0],
      ['abc|3', 0],
      ['-1|3', 0],
      ['1.5|3', 0],
      ['99999999999999999999|x', 0],
      ['%E0%A4%A', 0],
    ])('%p -> %p', (value, count) => {
      expect(parseCartCount(value)).toBe(count);
    });
  });

  describe('stx_contact: individualFirstName and individualLastname', () => {
    const json = JSON.stringify({ individualFirstName: 'Clara', individualLastname: 'Wieck', customerId: 7 });
    it('plain JSON', () => {
      expect(parseContact(json)).toEqual({ firstName: 'Clara', lastName: 'Wieck' });
    });
    it('URL-encoded JSON, once or twice', () => {
      expect(parseContact(encodeURIComponent(json))).toEqual({ firstName: 'Clara', lastName: 'Wieck' });
      expect(parseContact(encodeURIComponent(encodeURIComponent(json)))).toEqual({ firstName: 'Clara', lastName: 'Wieck' });
    });
    it('JSON inside a JSON string', () => {
      expect(parseContact(JSON.stringify(json))).toEqual({ firstName: 'Clara', lastName: 'Wieck' });
    });
    it.each([[''], [undefined], ['not json'], ['%7Bbroken'], ['null'], ['[1,2]'], ['42'], ['{"individualFirstName": 5}']])(
      'anything broken (%p) gives no names',
      (value) => {
        expect(parseContact(value)).toEqual({ firstName: '', lastName: '' });
      },
    );
  });

  it('reads both from a Cookie header', () => {
    const contact = encodeURIComponent(JSON.stringify({ individualFirstName: 'Fanny', individualLastname: 'Hensel' }));
    expect(readShopCookies(`sessionid=x; stx_cartSummary=5|100,00|EUR; stx_contact=${contact}`)).toEqual({
      cartCount: 5,
      firstName: 'Fanny',
      lastName: 'Hensel',
    });
    expect(readShopCookies(undefined)).toEqual({ cartCount: 0, firstName: '', lastName: '' });
    // the shop's account names encoded twice, as seen: still read
    expect(readShopCookies(`stx_contact=${encodeURIComponent(contact)}`)).toMatchObject({ firstName: 'Fanny', lastName: 'Hensel' });
  });
});
