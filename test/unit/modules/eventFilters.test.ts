import { isPast, selectEvents } from '../../../client/modules/eventFilters';
import type { Availability } from '../../../shared/contract/events';

const now = Date.parse('2031-03-10T12:00:00+01:00');
const event = (id: number, start: string, availability: Availability = 'bookable') => ({ id, start, availability });
const past1 = event(1, '2031-03-01T19:30:00+01:00');
const future1 = event(2, '2031-03-14T19:30:00+01:00', 'soldout');
const past2 = event(3, '2031-02-01T19:30:00+01:00', 'presale');
const future2 = event(4, '2031-04-01T19:30:00+01:00');
const all = [past1, future1, past2, future2];
const ids = (events: { id: number }[]) => events.map((e) => e.id);

describe('event list filters', () => {
  it('include past events by default, in the editor’s order', () => {
    expect(ids(selectEvents(all, {}, now))).toEqual([1, 2, 3, 4]);
  });

  it('hide events that started before now when include_past is false', () => {
    expect(ids(selectEvents(all, { include_past: false }, now))).toEqual([2, 4]);
    expect(isPast({ start: '2031-03-10T11:59:00+01:00' }, now)).toBe(true);
    expect(isPast({ start: '2031-03-10T12:01:00+01:00' }, now)).toBe(false);
  });

  it('keep only bookable events with only_bookable', () => {
    expect(ids(selectEvents(all, { only_bookable: true }, now))).toEqual([1, 4]);
    expect(ids(selectEvents(all, { only_bookable: true, include_past: false }, now))).toEqual([4]);
  });

  it('move past events to the end with past_as_last, keeping the order within each group', () => {
    expect(ids(selectEvents(all, { past_as_last: true }, now))).toEqual([2, 4, 1, 3]);
  });
});
