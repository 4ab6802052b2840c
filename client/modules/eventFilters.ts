/**
 * The event list's options (SPEC §3 event list: only_bookable, include_past (default true),
 * past_as_last) as one pure function of the events, the options and "now".
 */
import type { EventListItem } from '../../shared/contract/events';

export interface EventListOptions {
  only_bookable?: boolean;
  include_past?: boolean;
  past_as_last?: boolean;
}

/** An event is past once it has started. */
export const isPast = (event: Pick<EventListItem, 'start'>, now: number): boolean => Date.parse(event.start) < now;

/** The events to show, in the editor's order: filtered, and past ones moved to the end on request. */
export function selectEvents<E extends Pick<EventListItem, 'start' | 'availability'>>(events: readonly E[], options: EventListOptions, now: number): E[] {
  const includePast = options.include_past ?? true;
  let selected = events.filter((event) => (!options.only_bookable || event.availability === 'bookable') && (includePast || !isPast(event, now)));
  if (options.past_as_last) {
    selected = [...selected.filter((event) => !isPast(event, now)), ...selected.filter((event) => isPast(event, now))];
  }
  return selected;
}
