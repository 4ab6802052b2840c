/** One press directory (route press-slug-id); a wrong slug redirects to the directory's address. */
import { buildPath } from '../../../shared/routes';
import { failLoad } from '../../routing/loadFailure';
import type { Loader } from '../../routing/types';
import { ogImage, plainText } from '../../routing/objectHead';
import { areaOf } from '../../stores/areas';
import { pressArea } from '../../stores/PressStore';
import { pressCrumb } from './crumbs';

export const loadDirectory: Loader = async (context) => {
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
      // a person may have a press directory of the same name: the title says which page this is
      title: { key: 'content.events.directoryHeadTitle', values: { name: directory.name } },
      description: { key: 'content.events.directoryHeadDescription', values: { name: directory.name, text: plainText(directory.description, 100) } },
      image: ogImage(directory.image),
      urls: directory.url,
    });
  } catch (error) {
    press.setCurrent(null);
    failLoad(context, error, 'press directory');
  }
};
