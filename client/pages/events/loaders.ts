import { buildPath } from '../../../shared/routes';
import type { AreaLoaders, Loader } from '../../routing/types';
import { ogImage, plainText } from '../objectHead';
import { berlinToday, checkAgainstOptions, parseEventQuery } from './filters';

/**
 * The concerts list: from today (Europe/Berlin, computed here and kept in the store so server and
 * browser render the same), filtered by the URL query. Filter values that are malformed or name no
 * venue, tag or genre are dropped (the page says so) instead of failing the page.
 */
const loadEvents: Loader = async ({ store, match, query }) => {
  const today = berlinToday(Date.now());
  const parsed = parseEventQuery(query, today);
  await store.events.loadOptions(match.locale);
  const checked = store.events.optionsLocale === match.locale ? checkAgainstOptions(parsed, store.events) : parsed;
  await store.events.loadList(match.locale, today, checked.filter, checked.invalid);
};

/**
 * One concert: unknown or offline ids answer 404, and so does a slug that is not the concert's (the
 * id decides; a wrong slug is a wrong address, and both languages share the slug). Breadcrumbs
 * Home › Konzerte › name (shared/breadcrumbs truncates to 35 characters, fallback 'Konzert').
 */
const loadEvent: Loader = async ({ store, match }) => {
  const id = Number(match.params.id);
  const status = await store.events.loadDetail(match.locale, id);
  const event = store.events.current;
  if (status !== 200 || !event) return store.ui.setError(status === 200 ? 404 : status);
  if (event.slug !== match.params.slug) {
    store.events.setCurrent(null, []);
    return store.ui.setError(404);
  }
  store.ui.setBreadcrumbs({ path: buildPath('events-slug-id', match.locale, match.params), event: { name: event.title } });
  store.ui.setHead({ route: match.name, title: event.title, description: plainText(event.subtitle || event.text), image: ogImage(event.image) });
  // events that event lists in the concert's own section refer to
  await store.moduleData.load(match.locale, store.events.sections);
};

/** The loaders of the events routes. */
export const eventsLoaders: AreaLoaders = {
  events: loadEvents,
  'events-slug-id': loadEvent,
};
