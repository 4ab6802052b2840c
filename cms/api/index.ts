/**
 * Every endpoint of the back end. To add a domain: create cms/api/<domain>.ts exporting
 * `endpoints: AnyEndpoint[]` and add ONE line below.
 */
import type { AnyEndpoint } from '../http/endpoint';
import { endpoints as calendar } from './calendar';
import { endpoints as downloads } from './downloads';
import { endpoints as events } from './events';
import { endpoints as forms } from './forms';
import { endpoints as genres } from './genres';
import { endpoints as health } from './health';
import { endpoints as images } from './images';
import { endpoints as cmsHub } from './cmsHub';
import { endpoints as navigation } from './navigation';
import { endpoints as pageeditor } from './pageeditor';
import { endpoints as persons } from './persons';
import { endpoints as redirects } from './redirects';
import { endpoints as search } from './search';
import { endpoints as sitemap } from './sitemap';
import { endpoints as stories } from './stories';
import { endpoints as subscriptions } from './subscriptions';
import { endpoints as user } from './user';
import { endpoints as admin } from '../admin/api';

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
