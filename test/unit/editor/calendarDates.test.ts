/** The content calendar's days (client/editor/calendar/dates.ts): weeks from Monday, months, ISO weeks. */
import { addMonths, daysBetween, isoWeek, move, rangeOf, weekday, weekStart } from '../../../client/editor/calendar/dates';

test('weeks start on Monday; a month view is its first to its last day', () => {
  expect(weekday('2031-03-10')).toBe(0);
  expect(weekday('2031-03-16')).toBe(6);
  expect(weekStart('2031-03-16')).toBe('2031-03-10');
  expect(rangeOf('week', '2031-03-13')).toEqual({ from: '2031-03-10', to: '2031-03-16' });
  expect(rangeOf('month', '2031-03-13')).toEqual({ from: '2031-03-01', to: '2031-03-31' });
  expect(rangeOf('month', '2032-02-29')).toEqual({ from: '2032-02-01', to: '2032-02-29' });
  // across the switch to summer time (30 March 2031) a day is still a day
  expect(daysBetween('2031-03-29', '2031-04-01')).toEqual(['2031-03-29', '2031-03-30', '2031-03-31', '2031-04-01']);
});

test('a period on and back; a year is 12 months or 52 weeks', () => {
  expect(move('month', '2031-01-31', 1)).toBe('2031-02-01');
  expect(addMonths('2031-11-20', 2)).toBe('2032-01-01');
  expect(move('month', '2031-03-05', -12)).toBe('2030-03-01');
  expect(move('week', '2031-03-13', 1)).toBe('2031-03-17');
  expect(move('week', '2031-03-13', -1)).toBe('2031-03-03');
});

test('ISO week numbers', () => {
  expect(isoWeek('2031-03-10')).toBe(11);
  expect(isoWeek('2026-12-31')).toBe(53);
  expect(isoWeek('2027-01-03')).toBe(53);
  expect(isoWeek('2027-01-04')).toBe(1);
  expect(isoWeek('2029-12-31')).toBe(1);
});
