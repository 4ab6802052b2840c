import type { Loader } from '../../routing/types';
import { isNotFound } from '../../../shared/api/errors';
import { requestedPage } from '../../stores/pagedList';
import { berlinToday } from '../../../shared/berlinTime';
import { checkAgainstOptions, namesNoOption, parseEventQuery } from '../../stores/eventsFilter';
import { areaOf } from '../../stores/areas';
import { eventsArea } from '../../stores/EventsStore';

/**
 * The concerts list: from today (Europe/Berlin, computed here and kept in the store so server and
 * browser render the same), filtered by the URL query. Filter values that are malformed or name no
 * venue, tag or genre are dropped (the page says so) instead of failing the page. The filter's
 * options come with the list when the query names none of them (the usual visit: one read).
 */
export const loadConcerts: Loader = async ({ store, match, query }) => {
  const events = areaOf(store, eventsArea);
  // `?page=N`: the crawlable address behind "load more" (docs/seo.md); no page number, or one after the last: 404
  const page = requestedPage(query);
  if (page === null) return store.ui.setError(404);
  const today = berlinToday(Date.now());
  const parsed = parseEventQuery(query, today);
  try {
    if (namesNoOption(parsed.filter)) {
      // nothing to check against the filter's options: they come with the list (one read)
      await events.loadList(match.locale, today, parsed.filter, parsed.invalid, page, true);
    } else {
      await events.loadOptions(match.locale);
      const checked = events.optionsLocale === match.locale ? checkAgainstOptions(parsed, events) : parsed;
      await events.loadList(match.locale, today, checked.filter, checked.invalid, page);
    }
  } catch (error) {
    // another failure of a later page is the list's error state (the store recorded it)
    if (isNotFound(error)) store.ui.setError(404);
  }
};
