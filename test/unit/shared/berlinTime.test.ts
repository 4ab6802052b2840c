import { berlinLocalToDate, dateToBerlinLocal } from '../../../shared/berlinTime';

test('Berlin wall-clock times to instants and back, in winter and summer time', () => {
  expect(berlinLocalToDate('2030-01-15T10:00')?.toISOString()).toBe('2030-01-15T09:00:00.000Z');
  expect(berlinLocalToDate('2030-07-15T10:00')?.toISOString()).toBe('2030-07-15T08:00:00.000Z');
  expect(dateToBerlinLocal('2030-07-15T08:00:00.000Z')).toBe('2030-07-15T10:00');
  expect(dateToBerlinLocal(new Date('2030-01-15T23:30:00Z'))).toBe('2030-01-16T00:30');
  expect(berlinLocalToDate('15.01.2030 10:00')).toBeNull();
});
