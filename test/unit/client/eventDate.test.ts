/**
 * A concert's date parts (client/modules/TicketState.tsx): each in Berlin's time and the page's
 * language, formatted only when read.
 */
import { formatEventDate } from '../../../client/modules/TicketState';

test('every part in Berlin time, in German and English, in winter and summer', () => {
  // 00:30 on 14 March in Berlin (CET), still the 13th in UTC
  const winter = formatEventDate('2098-03-13T23:30:00Z', 'de');
  expect({ ...winter }).toEqual({ day: '14', month: 'März', weekday: 'Freitag', date: '14. März 2098', numeric: '14.03.2098', time: '00:30' });
  // 19:00 on 1 July in Berlin (CEST)
  const summer = formatEventDate('2098-07-01T17:00:00Z', 'en');
  expect({ ...summer }).toEqual({ day: '1', month: 'July', weekday: 'Tuesday', date: '1 July 2098', numeric: '01/07/2098', time: '19:00' });
});

test('a part is formatted when it is read, once', () => {
  const descriptor = Object.getOwnPropertyDescriptor(Intl.DateTimeFormat.prototype, 'format')!;
  let formatted = 0;
  Object.defineProperty(Intl.DateTimeFormat.prototype, 'format', {
    ...descriptor,
    get(this: Intl.DateTimeFormat) {
      const bound = descriptor.get!.call(this) as Intl.DateTimeFormat['format'];
      return (date?: Date | number) => {
        formatted += 1;
        return bound(date);
      };
    },
  });
  try {
    const when = formatEventDate('2098-07-01T17:00:00Z', 'de');
    expect(formatted).toBe(0);
    expect(when.day).toBe('1');
    expect(when.day).toBe('1');
    expect(when.time).toBe('19:00');
    expect(formatted).toBe(2);
  } finally {
    Object.defineProperty(Intl.DateTimeFormat.prototype, 'format', descriptor);
  }
});
