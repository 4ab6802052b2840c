/**
 * The press page (route press): the categories with all their directories, each loaded once, on
 * the server, so the downloads are in the HTML.
 */
import { buildPath } from '../../../shared/routes';
import { failLoad, listFailed } from '../../routing/loadFailure';
import type { Loader } from '../../routing/types';
import { areaOf } from '../../stores/areas';
import { pressArea } from '../../stores/PressStore';
import { pressCrumb } from './crumbs';

export const loadPress: Loader = async (context) => {
  const { store, match } = context;
  const press = areaOf(store, pressArea);
  press.setLoadFailed(false);
  try {
    await press.loadCategories(match.locale);
    await press.loadAllDirectories();
  } catch (error) {
    // SPEC §8: the list says so in the page, with 'Try again'
    if (!listFailed(context, error, 'press')) return failLoad(context, error, 'press');
    press.setLoadFailed(true);
  }
  store.ui.setBreadcrumbs({ path: buildPath('press', match.locale), links: [pressCrumb(match.locale)] });
  store.ui.setHead({ route: match.name, title: { key: 'press.title' }, description: { key: 'press.description' } });
};
