/** Which paths belong to the back end (SPEC §7, ARCHITECTURE): everything else is the front end's. */
import { LOCALES } from '../../shared/constants';

const locales = LOCALES.join('|');
const API = new RegExp(`^/(?:(?:${locales})/)?(?:api|pageeditor-api)(?:/|$)`);
// /cms-hub is a front-end page; only /cms-static (the admin's bundle) is the back end's.
const OTHER = /^\/(?:admin|media|cms-static)(?:\/|$)/;

export const isApiPath = (pathname: string): boolean => API.test(pathname);
export const isBackendPath = (pathname: string): boolean => API.test(pathname) || OTHER.test(pathname);
