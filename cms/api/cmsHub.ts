/**
 * The content hub (SPEC §2: the language-less /cms-hub route with its own layout):
 *   GET /pageeditor-api/cms-hub  (and /{locale}/pageeditor-api/cms-hub) -> CmsHub
 *       ?with=events  the events its event lists name, as `events` (./listedEvents.ts)
 * A Page-like object whose `modules` are the container sections with content_type 'hub' in the
 * locale (German without a prefix). Always 200: an empty hub has no sections yet, and the editor
 * creates them (POST container/ with content_type 'hub', object_id null).
 */
import type { Locale } from '../../shared/constants';
import { z } from 'zod';
import type { CmsHub, WithListedEvents } from '../../shared/contract/pages';
import { defineEndpoint, type AnyEndpoint } from '../http/endpoint';
import { loadSectionsJson, sectionsOfOwner } from '../content/tree';
import { withEventsParam, withListedEvents } from './listedEvents';

export const CMS_HUB_PATH = '/cms-hub';

const TITLES: Record<Locale, string> = { de: 'Content-Hub', en: 'Content hub' };

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'cmsHub.read',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/cms-hub',
    permission: 'public',
    input: { query: z.object({ with: withEventsParam }) },
    async handler(frame): Promise<WithListedEvents<CmsHub>> {
      const { db, locale } = frame;
      return withListedEvents(frame, {
        id: null,
        content_type: 'hub',
        urls: { de: CMS_HUB_PATH, en: CMS_HUB_PATH },
        title: TITLES[locale],
        meta_title: TITLES[locale],
        meta_description: '',
        is_online: true,
        modules: await loadSectionsJson(db, sectionsOfOwner({ content_type: 'hub', object_id: null }, locale), locale),
        settings_url: '',
        version_id: null,
      });
    },
  }),
];
