/**
 * Every endpoint of the page editor under /{locale}/pageeditor-api/. Order matters where paths
 * overlap: /page/{id}/versions/... must come before the catch-all /page/{slug...}, and /finder/... before the modules' /{model}/{id}/.
 */
import type { AnyEndpoint } from '../../http/endpoint';
import { endpoints as auth } from './auth';
import { endpoints as calendar } from './calendar';
import { endpoints as containers } from './containers';
import { endpoints as finders } from './finders';
import { endpoints as modules } from './modules';
import { endpoints as newPages } from './newPages';
import { endpoints as pages } from './pages';
import { endpoints as publication } from './publication';
import { endpoints as reorder } from './reorder';
import { endpoints as shared } from './shared';
import { endpoints as review } from './review';
import { endpoints as translation } from './translation';
import { endpoints as trash } from './trash';
import { endpoints as versions } from './versions';

export const endpoints: AnyEndpoint[] = [...auth, ...versions, ...publication, ...newPages, ...pages, ...containers, ...reorder, ...shared, ...translation, ...review, ...trash, ...calendar, ...finders, ...modules];
