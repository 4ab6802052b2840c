import { buildPath } from '../../../shared/routes';
import type { Loader } from '../../routing/types';
import { areaOf } from '../../stores/areas';
import { concertArea } from '../../stores/ConcertStore';
import { formatEventDate } from '../../modules/TicketState';
import { ogImage, plainText } from '../../routing/objectHead';

/**
 * One concert: unknown or offline ids answer 404, and so does a slug that is not the concert's (the
 * id decides; a wrong slug is a wrong address). English addresses use the English title's slug where
 * there is one (docs/seo.md); the stored (German) slug or the other language's answers 301. Breadcrumbs
 * Home › Konzerte › name (shared/breadcrumbs truncates to 35 characters, fallback 'Konzert').
 */
export const loadConcert: Loader = async ({ store, match }) => {
  const concert = areaOf(store, concertArea);
  const id = Number(match.params.id);
  const status = await concert.loadDetail(match.locale, id);
  const event = concert.current;
  if (status !== 200 || !event) return store.ui.setError(status === 200 ? 404 : status);
  if (event.url[match.locale] !== buildPath('events-slug-id', match.locale, match.params)) {
    // the stored slug, or the concert's slug in another language: 301 to this language's address
    const known = match.params.slug === event.slug || Object.values(event.url).some((url) => url.split('/').at(-2) === match.params.slug);
    if (known) return store.ui.redirectTo(event.url[match.locale]);
    concert.setCurrent(null, []);
    return store.ui.setError(404);
  }
  store.ui.setBreadcrumbs({ path: buildPath('events-slug-id', match.locale, match.params), event: { name: event.title } });
  // a concert repeats under one title: its date makes each page's title and description its own
  const when = formatEventDate(event.start, match.locale);
  const values = { title: event.title, date: when.date, numeric: when.numeric, weekday: when.weekday, time: when.time, venue: event.venue ? `, ${event.venue.name}` : '', text: plainText(event.subtitle || event.text, 100) };
  store.ui.setHead({
    route: match.name,
    // at most 60 characters (client/routing/title.ts): a long name takes the short date, then gives way itself
    title: { key: 'content.events.headTitle', values, shorter: 'content.events.headTitleShort', fit: 'title' },
    description: { key: 'content.events.headDescription', values },
    image: ogImage(event.image),
    urls: event.url,
  });
  // events that event lists in the concert's own section refer to
  await store.moduleData.load(match.locale, concert.sections);
};
