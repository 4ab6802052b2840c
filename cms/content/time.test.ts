/** Event times in Europe/Berlin, whatever the server's zone. */
import { toZonedIso, zonedToday } from './time';

test.each([
  ['2098-03-14T18:30:00Z', '2098-03-14T19:30:00+01:00'], // winter time
  ['2098-07-01T17:00:00Z', '2098-07-01T19:00:00+02:00'], // summer time
  ['2098-03-13T23:30:00Z', '2098-03-14T00:30:00+01:00'], // the next day in Berlin
  ['2030-03-31T00:59:59Z', '2030-03-31T01:59:59+01:00'], // just before the switch to summer time
  ['2030-03-31T01:00:00Z', '2030-03-31T03:00:00+02:00'], // just after it
  ['2030-10-27T00:30:00Z', '2030-10-27T02:30:00+02:00'], // 02:30 twice: first CEST ...
  ['2030-10-27T01:30:00Z', '2030-10-27T02:30:00+01:00'], // ... then CET
])('%s -> %s', (utc, zoned) => {
  expect(toZonedIso(new Date(utc))).toBe(zoned);
  expect(new Date(zoned).getTime()).toBe(new Date(utc).getTime());
});

test('today is the Berlin calendar day', () => {
  expect(zonedToday(new Date('2098-12-31T22:59:59Z'))).toBe('2098-12-31');
  expect(zonedToday(new Date('2098-12-31T23:00:00Z'))).toBe('2099-01-01');
});
