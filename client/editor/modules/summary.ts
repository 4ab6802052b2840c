import type { Locale } from '../../../shared/constants';
import type { EventListItem } from '../../../shared/contract/events';
import type { ModuleNode } from '../../../shared/contract/pages';
import { formatDate } from '../finders/format';

const TEXT_FIELDS = ['headline', 'content', 'title', 'link_text', 'text', 'image_alt', 'preline', 'embed', 'video_url', 'link_url', 'image_url'];

/** The concerts an event list's entries may name (ModuleDataStore.events), in `locale`. */
export interface KnownEvents {
  events: Readonly<Record<string, EventListItem>>;
  locale: Locale;
}

/**
 * A short plain-text name of a module for lists and labels: its first filled text field; a concert
 * entry by its concert's title and date when the concert is known (`known`), else by its number.
 */
export function summaryOf(node: Pick<ModuleNode, 'data'>, known?: KnownEvents): string {
  for (const name of TEXT_FIELDS) {
    const value = node.data[name];
    if (typeof value === 'string' && value.trim()) return value.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 60);
  }
  if (typeof node.data.event === 'number') {
    const event = known?.events[String(node.data.event)];
    return event ? `${event.title.slice(0, 60)} · ${formatDate(event.start, known!.locale, true)}` : `#${node.data.event}`;
  }
  return '';
}
