/**
 * Every model of the admin, declared once (see resource.ts for the machinery and docs/admin.md).
 * The `name` is the URL segment under /api/admin/ and the react-admin resource name; the SPA maps
 * Django-style addresses (/admin/events/event/12/change/) to these names (cms/admin/app/djangoPaths.ts).
 */
import type { AdminResource } from '../resource';
import { directoryResource, downloadCategoryResource, fileResource } from './downloads';
import { editorResource } from './editors';
import { eventResource, eventTagResource, genreResource, venueResource } from './events';
import { formEntryResource, formResource } from './forms';
import { imageResource } from './images';
import { pageResource, redirectResource } from './pages';
import { personCategoryResource, personResource } from './persons';
import { storyCategoryResource, storyResource, storyTagResource } from './stories';
import { subscriptionResource } from './subscriptions';

export const ADMIN_RESOURCES: readonly AdminResource[] = [
  eventResource,
  venueResource,
  genreResource,
  eventTagResource,
  personResource,
  personCategoryResource,
  storyResource,
  storyCategoryResource,
  storyTagResource,
  downloadCategoryResource,
  directoryResource,
  fileResource,
  subscriptionResource,
  formResource,
  formEntryResource,
  redirectResource,
  pageResource,
  imageResource,
  editorResource,
];
