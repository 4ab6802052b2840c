/**
 * The loaders of the press routes: the categories with all their directories (each loaded once;
 * on the server, so the downloads are in the HTML), and one directory.
 */
import { buildPath } from '../../../shared/routes';
import { isNotFound } from '../../../shared/api/errors';
import type { AreaLoaders, Loader } from '../../routing/types';
import { storeEnv } from '../../stores/env';
import { ogImage, plainText } from '../../routing/objectHead';
import { areaOf } from '../../stores/areas';
import { pressArea } from '../../stores/PressStore';

const fail = (context: Parameters<Loader>[0], error: unknown, what: string) => {
  context.store.ui.failWith(error);
  if (!isNotFound(error)) storeEnv(context.store).logger.warn({ err: error }, `${what} failed to load`);
};

const pressCrumb = (locale: 'de' | 'en') => ({ link: buildPath('press', locale), text: '', textKey: 'press.title' });

const loadPress: Loader = async (context) => {
  const { store, match } = context;
  const press = areaOf(store, pressArea);
  try {
    await press.loadCategories(match.locale);
    await press.loadAllDirectories();
    store.ui.setBreadcrumbs({ path: buildPath('press', match.locale), links: [pressCrumb(match.locale)] });
    store.ui.setHead({ route: match.name, title: { key: 'press.title' }, description: { key: 'press.description' } });
  } catch (error) {
    fail(context, error, 'press');
  }
};

const loadDirectory: Loader = async (context) => {
  const { store, match } = context;
  const press = areaOf(store, pressArea);
  const { locale } = match;
  try {
    await press.loadDirectory(locale, Number(match.params.id));
    const directory = press.current!;
    if (directory.slug !== match.params.slug) return store.ui.redirectTo(directory.url[locale]);
    const path = buildPath('press-slug-id', locale, match.params);
    store.ui.setBreadcrumbs({ path, links: [pressCrumb(locale), { link: path, text: directory.name }] });
    store.ui.setHead({
      route: match.name,
      title: directory.name,
      description: plainText(directory.description) || { key: 'press.description' },
      image: ogImage(directory.image),
      urls: directory.url,
    });
  } catch (error) {
    press.setCurrent(null);
    fail(context, error, 'press directory');
  }
};

/** The loaders of the press routes. */
export const pressLoaders: AreaLoaders = {
  press: loadPress,
  'press-slug-id': loadDirectory,
};
