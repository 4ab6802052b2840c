/**
 * Staff edit links (SPEC §2): each route type maps to the admin's change screen
 * `/admin/{area}/{model}/{id}/change/`, as the Django admin named them. The back end puts them in
 * answers (`admin_url`); the front end uses the same map for its edit links.
 */
export const ADMIN_MODELS = {
  event: 'events/event',
  eventTag: 'events/eventtag',
  venue: 'events/venue',
  form: 'forms/form',
  pressDirectory: 'press/directory',
  person: 'persons/person',
  story: 'stories/story',
  storyCategory: 'stories/category',
  storyTag: 'stories/tag',
  subscription: 'subscriptions/subscription',
} as const;

export type AdminModel = keyof typeof ADMIN_MODELS;

export function adminChangeUrl(model: AdminModel, id: number): string {
  return `/admin/${ADMIN_MODELS[model]}/${id}/change/`;
}
