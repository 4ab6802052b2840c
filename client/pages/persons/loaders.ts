/**
 * The loaders of the orchestra routes: the persons list under the filter of the URL (categories,
 * is_ensemble), page 1 (more pages are appended by 'load more'), and a person with their sections.
 */
import { buildPath } from '../../../shared/routes';
import { isNotFound } from '../../../shared/api/errors';
import type { AreaLoaders, Loader } from '../../routing/types';
import { storeEnv } from '../../stores/env';
import { personFilterOf, personsArea } from '../../stores/PersonsStore';
import { ogImage, plainText } from '../../routing/objectHead';
import { areaOf } from '../../stores/areas';

const fail = (context: Parameters<Loader>[0], error: unknown, what: string) => {
  context.store.ui.failWith(error);
  if (!isNotFound(error)) storeEnv(context.store).logger.warn({ err: error }, `${what} failed to load`);
};

const loadPersons: Loader = async (context) => {
  const { store, match, query } = context;
  const persons = areaOf(store, personsArea);
  const { locale } = match;
  try {
    await persons.loadCategories(locale);
    await persons.loadFirstPage(locale, personFilterOf(query, persons.categories));
    const list = buildPath('persons', locale);
    store.ui.setBreadcrumbs({ path: list, links: [{ link: list, text: '', textKey: 'persons.title' }] });
    store.ui.setHead({ route: match.name, title: { key: 'persons.title' }, description: { key: 'persons.description' } });
  } catch (error) {
    fail(context, error, 'persons');
  }
};

const loadPerson: Loader = async (context) => {
  const { store, match } = context;
  const persons = areaOf(store, personsArea);
  const { locale } = match;
  try {
    await persons.loadPerson(locale, Number(match.params.id));
    const person = persons.current!;
    // a wrong slug is an old or mistyped address of this person: 301 to the stored one
    if (person.slug !== match.params.slug) return store.ui.redirectTo(person.url[locale]);
    const list = buildPath('persons', locale);
    const path = buildPath('persons-slug-id', locale, match.params);
    store.ui.setBreadcrumbs({ path, links: [{ link: list, text: '', textKey: 'persons.title' }, { link: path, text: person.name }] });
    const summary = [...person.positions, person.instrument].filter(Boolean).join(', ');
    store.ui.setHead({
      route: match.name,
      title: person.name,
      description: plainText(person.biography) || summary || { key: 'persons.description' },
      image: ogImage(person.image),
      type: 'profile',
      urls: person.url,
    });
    await store.moduleData.load(locale, persons.sections);
  } catch (error) {
    persons.setCurrent(null, []);
    fail(context, error, 'person');
  }
};

/** The loaders of the persons routes. */
export const personsLoaders: AreaLoaders = {
  persons: loadPersons,
  'persons-slug-id': loadPerson,
};
