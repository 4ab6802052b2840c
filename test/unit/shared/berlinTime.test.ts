/** The site's time zone, whatever the machine's (shared/berlinTime.ts). */
import {
  berlinLocalToDate,
  berlinSpreadsheetTime,
  berlinZoneName,
  formatBerlin,
  berlinOffsetMinutes,
  berlinToday,
  berlinWallClock,
  berlinWallTimeToDate,
  dateToBerlinLocal,
  nextBerlinMidnight,
  toBerlinIso,
} from '../../../shared/berlinTime';

test('Berlin wall-clock times to instants and back, in winter and summer time', () => {
  expect(berlinLocalToDate('2030-01-15T10:00')?.toISOString()).toBe('2030-01-15T09:00:00.000Z');
  expect(berlinLocalToDate('2030-07-15T10:00')?.toISOString()).toBe('2030-07-15T08:00:00.000Z');
  expect(dateToBerlinLocal('2030-07-15T08:00:00.000Z')).toBe('2030-07-15T10:00');
  expect(dateToBerlinLocal(new Date('2030-01-15T23:30:00Z'))).toBe('2030-01-16T00:30');
  expect(berlinLocalToDate('15.01.2030 10:00')).toBeNull();
  expect(berlinLocalToDate('2030-01-15T10:00:00')).toBeNull();
});

test.each([
  ['2030-03-31', '2030-03-30T23:00:00.000Z'], // a day alone is its midnight
  ['2030-03-31T01:30', '2030-03-31T00:30:00.000Z'], // winter time, within two hours of the switch
  ['2030-03-31T02:30', '2030-03-31T01:30:00.000Z'], // skipped: 03:30 summer time
  ['2030-03-31T03:00', '2030-03-31T01:00:00.000Z'], // the first summer-time minute
  ['2030-10-27T01:59:59', '2030-10-26T23:59:59.000Z'],
  ['2030-10-27T02:30', '2030-10-27T01:30:00.000Z'], // twice: the later (winter time)
  ['2030-10-27T03:00:00.250', '2030-10-27T02:00:00.250Z'],
  ['2030-07-01T19:00:05', '2030-07-01T17:00:05.000Z'],
])('wall time %s in Berlin is %s', (local, utc) => {
  expect(berlinWallTimeToDate(local)?.toISOString()).toBe(utc);
});

test('a malformed wall time, or one that is not a real time, is null', () => {
  expect(berlinWallTimeToDate('2030-7-1')).toBeNull();
  expect(berlinWallTimeToDate('2030-07-01T7:00')).toBeNull();
  expect(berlinWallTimeToDate('2030-02-30')).toBeNull();
  expect(berlinWallTimeToDate('2030-13-01T10:00')).toBeNull();
  expect(berlinWallTimeToDate('2030-07-01T24:00')).toBeNull();
  expect(berlinWallTimeToDate('2030-07-01T10:60')).toBeNull();
  expect(berlinLocalToDate('2031-02-29T10:00')).toBeNull();
  expect(berlinWallTimeToDate('2032-02-29')?.toISOString()).toBe('2032-02-28T23:00:00.000Z'); // a leap day
});

test.each([
  ['2098-03-14T18:30:00Z', '2098-03-14T19:30:00+01:00'], // winter time
  ['2098-07-01T17:00:00Z', '2098-07-01T19:00:00+02:00'], // summer time
  ['2098-03-13T23:30:00Z', '2098-03-14T00:30:00+01:00'], // the next day in Berlin
  ['2030-03-31T00:59:59Z', '2030-03-31T01:59:59+01:00'], // just before the switch to summer time
  ['2030-03-31T01:00:00Z', '2030-03-31T03:00:00+02:00'], // just after it
  ['2030-10-27T00:30:00Z', '2030-10-27T02:30:00+02:00'], // 02:30 twice: first CEST ...
  ['2030-10-27T01:30:00Z', '2030-10-27T02:30:00+01:00'], // ... then CET
])('%s in Berlin with its offset: %s', (utc, zoned) => {
  expect(toBerlinIso(new Date(utc))).toBe(zoned);
  expect(new Date(zoned).getTime()).toBe(new Date(utc).getTime());
});

test('the offset is 60 minutes in winter and 120 in summer', () => {
  expect(berlinOffsetMinutes(new Date('2030-01-15T12:00:00Z'))).toBe(60);
  expect(berlinOffsetMinutes(Date.parse('2030-07-15T12:00:00Z'))).toBe(120);
});

test("today is the Berlin calendar day, and it changes at Berlin's midnight", () => {
  expect(berlinToday(new Date('2098-12-31T22:59:59Z'))).toBe('2098-12-31');
  expect(berlinToday(new Date('2098-12-31T23:00:00Z'))).toBe('2099-01-01');
  expect(berlinToday(Date.parse('2026-07-01T22:30:00Z'))).toBe('2026-07-02'); // summer time
  expect(new Date(nextBerlinMidnight(Date.parse('2030-01-15T12:00:00Z'))).toISOString()).toBe('2030-01-15T23:00:00.000Z');
  expect(new Date(nextBerlinMidnight(Date.parse('2030-07-15T22:00:00Z'))).toISOString()).toBe('2030-07-16T22:00:00.000Z');
  // the day of the switch to summer time has 23 hours
  expect(new Date(nextBerlinMidnight(Date.parse('2030-03-30T23:00:00Z'))).toISOString()).toBe('2030-03-31T22:00:00.000Z');
});

test('formatBerlin and berlinZoneName: Berlin time with MEZ/MESZ whatever the machine zone', () => {
  expect(formatBerlin('2027-05-15T16:00:00Z', 'de')).toBe('15.05.2027, 18:00 MESZ');
  expect(formatBerlin('2027-01-15T17:00:00Z', 'de')).toBe('15.01.2027, 18:00 MEZ');
  expect(formatBerlin('2027-05-15T16:00:00Z', 'en')).toBe('15 May 2027, 18:00 CEST');
  expect(formatBerlin('2031-03-01T09:00:00Z', 'de', { short: true })).toBe('01.03.31, 10:00 MEZ');
  // a calendar day is that day, in any zone
  expect(formatBerlin('2027-05-15', 'de', { time: false })).toBe('15.05.2027');
  expect(berlinZoneName('2026-10-25T00:30:00Z', 'de')).toBe('MESZ');
  expect(berlinZoneName('2026-10-25T01:30:00Z', 'de')).toBe('MEZ');
});

test('berlinSpreadsheetTime: the Berlin time a spreadsheet reads as a date', () => {
  expect(berlinSpreadsheetTime(new Date('2026-11-27T02:55:59.271Z'))).toBe('2026-11-27 03:55:59');
  expect(berlinSpreadsheetTime(new Date('2026-07-01T22:30:05Z'))).toBe('2026-07-02 00:30:05');
});

describe('wall clocks worked out once per second', () => {
  it('answers the same clock again, as a copy of its own, and each second on its own', () => {
    const at = Date.parse('2031-03-30T00:59:59.400Z');
    const first = berlinWallClock(at);
    first.hour = 99;
    expect(berlinWallClock(new Date(at + 500))).toEqual({ year: 2031, month: 3, day: 30, hour: 1, minute: 59, second: 59 });
    // the next second is summer time's first
    expect(berlinWallClock(at + 600)).toEqual({ year: 2031, month: 3, day: 30, hour: 3, minute: 0, second: 0 });
  });

  it('still refuses an invalid instant', () => {
    expect(() => berlinWallClock(Number.NaN)).toThrow(RangeError);
  });
});
