import type { Loader } from '../../routing/types';
import { berlinToday } from '../../../shared/berlinTime';
import { checkAgainstOptions, parseEventQuery } from '../../stores/eventsFilter';
import { areaOf } from '../../stores/areas';
import { eventsArea } from '../../stores/EventsStore';

/**
 * The concerts list: from today (Europe/Berlin, computed here and kept in the store so server and
 * browser render the same), filtered by the URL query. Filter values that are malformed or name no
 * venue, tag or genre are dropped (the page says so) instead of failing the page.
 */
export const loadConcerts: Loader = async ({ store, match, query }) => {
  const events = areaOf(store, eventsArea);
  const today = berlinToday(Date.now());
  const parsed = parseEventQuery(query, today);
  await events.loadOptions(match.locale);
  const checked = events.optionsLocale === match.locale ? checkAgainstOptions(parsed, events) : parsed;
  await events.loadList(match.locale, today, checked.filter, checked.invalid);
};
