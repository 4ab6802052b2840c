/**
 * Every endpoint of the back end: the API's (cms/api) and the admin's (cms/admin/api). To add a
 * domain: create cms/api/<domain>.ts exporting `endpoints: AnyEndpoint[]` and add ONE line below.
 * It sits above both folders, so neither imports the other (docs/architecture.md, folder cycles).
 */
import type { AnyEndpoint } from './http/endpoint';
import { endpoints as calendar } from './api/calendar';
import { endpoints as downloads } from './api/downloads';
import { endpoints as events } from './api/events';
import { endpoints as forms } from './api/forms';
import { endpoints as genres } from './api/genres';
import { endpoints as health } from './api/health';
import { endpoints as images } from './api/images';
import { endpoints as cmsHub } from './api/cmsHub';
import { endpoints as navigation } from './api/navigation';
import { endpoints as pageeditor } from './api/pageeditor';
import { endpoints as persons } from './api/persons';
import { endpoints as redirects } from './api/redirects';
import { endpoints as search } from './api/search';
import { endpoints as sitemap } from './api/sitemap';
import { endpoints as stories } from './api/stories';
import { endpoints as subscriptions } from './api/subscriptions';
import { endpoints as user } from './api/user';
import { endpoints as admin } from './admin/api';

export const endpoints: AnyEndpoint[] = [
  ...health,
  ...redirects,
  ...genres,
  ...events,
  ...calendar,
  ...persons,
  ...stories,
  ...downloads,
  ...subscriptions,
  ...forms,
  ...images,
  ...search,
  ...sitemap,
  ...user,
  ...navigation,
  ...cmsHub,
  ...pageeditor,
  ...admin,
];
