/** One person with their sections (route persons-slug-id); a wrong slug redirects to the person's address. */
import { buildPath } from '../../../shared/routes';
import { failLoad } from '../../routing/loadFailure';
import type { Loader } from '../../routing/types';
import { personArea } from '../../stores/PersonStore';
import { ogImage, plainText } from '../../routing/objectHead';
import { areaOf } from '../../stores/areas';

export const loadPerson: Loader = async (context) => {
  const { store, match } = context;
  const persons = areaOf(store, personArea);
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
    failLoad(context, error, 'person');
  }
};
