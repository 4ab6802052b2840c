import { buildPath } from '../../../shared/routes';
import type { Loader } from '../../routing/types';
import { areaOf } from '../../stores/areas';
import { concertArea } from '../../stores/ConcertStore';
import { ogImage, plainText } from '../../routing/objectHead';

/**
 * One concert: unknown or offline ids answer 404, and so does a slug that is not the concert's (the
 * id decides; a wrong slug is a wrong address, and both languages share the slug). Breadcrumbs
 * Home › Konzerte › name (shared/breadcrumbs truncates to 35 characters, fallback 'Konzert').
 */
export const loadConcert: Loader = async ({ store, match }) => {
  const concert = areaOf(store, concertArea);
  const id = Number(match.params.id);
  const status = await concert.loadDetail(match.locale, id);
  const event = concert.current;
  if (status !== 200 || !event) return store.ui.setError(status === 200 ? 404 : status);
  if (event.slug !== match.params.slug) {
    concert.setCurrent(null, []);
    return store.ui.setError(404);
  }
  store.ui.setBreadcrumbs({ path: buildPath('events-slug-id', match.locale, match.params), event: { name: event.title } });
  store.ui.setHead({ route: match.name, title: event.title, description: plainText(event.subtitle || event.text), image: ogImage(event.image), urls: event.url });
  // events that event lists in the concert's own section refer to
  await store.moduleData.load(match.locale, concert.sections);
};
