/**
 * /cms-hub (SPEC §2, language-less): GET /pageeditor-api/cms-hub, kept as the current page of the
 * page store so the hub renders with the content page's sections and head. Event lists on it get
 * their events like any page's, read with it (in the snapshot).
 */
import type { CmsHub, Page, WithListedEvents } from '../../shared/contract/pages';
import * as apiPaths from '../../shared/api/paths';
import { storeEnv } from '../stores/env';
import type { Loader } from '../routing/types';

export const CMS_HUB_KEY = 'hub:cms-hub';

/** The hub as a page of type default (no parent, no header image, its own meta fields). */
export function hubAsPage(hub: CmsHub): Page {
  return {
    id: 0,
    urls: hub.urls,
    content_type: 'page',
    page_type: 'default',
    parent: null,
    title: hub.title,
    headline: hub.title,
    seo_headline: '',
    is_online: true,
    is_clickable: true,
    in_menu: false,
    in_footer: false,
    meta_title: hub.meta_title,
    meta_description: hub.meta_description,
    og_title: '',
    og_description: '',
    og_image: null,
    og_type: 'website',
    og_image_thumbs: {},
    header_image: null,
    modules: hub.modules,
    settings_url: hub.settings_url,
    version_id: null,
  };
}

export const loadCmsHub: Loader = async ({ store, match }) => {
  try {
    const { events, ...hub } = await storeEnv(store).api.get<WithListedEvents<CmsHub>>(apiPaths.readWith(apiPaths.cmsHub(), 'events'));
    const page = hubAsPage(hub);
    store.page.setLoaded(CMS_HUB_KEY, page);
    await store.moduleData.load(match.locale, page.modules, events);
  } catch (error) {
    store.page.clear();
    store.ui.failWith(error);
    storeEnv(store).logger.warn({ err: error }, 'content hub failed to load');
  }
};
