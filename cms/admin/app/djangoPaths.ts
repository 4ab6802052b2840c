/**
 * Django-style admin addresses -> react-admin resources. The keys of ADMIN_MODELS
 * (shared/adminUrls.ts: the staff edit links of SPEC §2) come first; the other models of the
 * admin follow the same `{area}/{model}` scheme (the toolbar menu of cms/api/userJson.ts uses them).
 *   /admin/events/event/12/change/ -> /admin/events/12       (edit)
 *   /admin/events/event/add/       -> /admin/events/create
 *   /admin/events/event/           -> /admin/events          (list)
 */
import { ADMIN_MODELS } from '../../../shared/adminUrls';

export const RESOURCE_OF_MODEL: Record<string, string> = {
  [ADMIN_MODELS.event]: 'events',
  [ADMIN_MODELS.eventTag]: 'event-tags',
  [ADMIN_MODELS.venue]: 'venues',
  [ADMIN_MODELS.form]: 'forms',
  [ADMIN_MODELS.pressDirectory]: 'directories',
  [ADMIN_MODELS.person]: 'persons',
  [ADMIN_MODELS.story]: 'stories',
  [ADMIN_MODELS.storyCategory]: 'story-categories',
  [ADMIN_MODELS.storyTag]: 'story-tags',
  [ADMIN_MODELS.subscription]: 'subscriptions',
  'events/genre': 'genres',
  'persons/category': 'person-categories',
  'press/category': 'download-categories',
  'press/file': 'files',
  'forms/entry': 'form-entries',
  'pages/page': 'pages',
  'pages/redirect': 'redirects',
  'media/image': 'images',
  'auth/editor': 'editors',
};

/** The react-admin path (under /admin) of a Django-style path (under /admin), or null. */
export function adminRouteOf(djangoPath: string): string | null {
  const match = /^\/?([a-z]+)\/([a-z]+)\/(?:(\d+)\/change|(add))?\/?$/.exec(djangoPath);
  if (!match) return null;
  const resource = RESOURCE_OF_MODEL[`${match[1]}/${match[2]}`];
  if (!resource) return null;
  if (match[3]) return `/${resource}/${match[3]}`;
  if (match[4]) return `/${resource}/create`;
  return `/${resource}`;
}
