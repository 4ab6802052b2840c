import { isIsoDate } from '../../../shared/isoDate';

describe('isIsoDate', () => {
  it.each(['2026-11-21', '2028-02-29', '2026-12-31'])('accepts the existing date %s', (value) => {
    expect(isIsoDate(value)).toBe(true);
  });

  it.each(['2026-02-30', '2027-02-29', '2026-13-01', '2026-1-5', '21.11.2026', '', '2026-11-21T10:00'])('refuses %j', (value) => {
    expect(isIsoDate(value)).toBe(false);
  });
});
