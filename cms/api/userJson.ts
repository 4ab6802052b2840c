/**
 * The user JSON of GET /{locale}/pageeditor-api/user (EditorUser), GET /{locale}/api/user-details/
 * (LoginUser) and the JSON login/logout answers. Anonymous visitors get the same shape with
 * is_logged_in false and empty fields, plus the login/logout URLs.
 */
import { ADMIN_MODELS } from '../../shared/adminUrls';
import type { Locale } from '../../shared/constants';
import type { EditorUser, LoginUser } from '../../shared/contract/user';
import type { SessionUser } from '../auth/session';
import type { CmsConfig } from '../config';
import { mayPublish } from '../content/reviewRules';

export const LOGIN_URL = '/admin/login/';
export const LOGOUT_URL = '/admin/logout/';

/** The admin areas a staff member sees in the editing toolbar's menu. */
const ADMIN_MENUS: { url: string; label: Record<Locale, string> }[] = [
  { url: '/admin/', label: { de: 'Übersicht', en: 'Dashboard' } },
  { url: '/admin/pages/page/', label: { de: 'Seiten', en: 'Pages' } },
  { url: `/admin/${ADMIN_MODELS.event}/`, label: { de: 'Konzerte', en: 'Concerts' } },
  { url: `/admin/${ADMIN_MODELS.venue}/`, label: { de: 'Spielstätten', en: 'Venues' } },
  { url: `/admin/${ADMIN_MODELS.person}/`, label: { de: 'Personen', en: 'Persons' } },
  { url: `/admin/${ADMIN_MODELS.story}/`, label: { de: 'Stories', en: 'Stories' } },
  { url: `/admin/${ADMIN_MODELS.pressDirectory}/`, label: { de: 'Presse', en: 'Press' } },
  { url: `/admin/${ADMIN_MODELS.subscription}/`, label: { de: 'Abonnements', en: 'Subscriptions' } },
  { url: `/admin/${ADMIN_MODELS.form}/`, label: { de: 'Formulare', en: 'Forms' } },
  { url: '/admin/media/image/', label: { de: 'Bilder', en: 'Images' } },
  { url: '/admin/pages/redirect/', label: { de: 'Weiterleitungen', en: 'Redirects' } },
  { url: '/admin/auth/editor/', label: { de: 'Redakteure', en: 'Editors' } },
];

export function toLoginUser(user: SessionUser | null, config: CmsConfig): LoginUser {
  return {
    is_logged_in: !!user,
    has_dashboard_online_access: !!user,
    username: user?.username ?? '',
    email: user?.email ?? '',
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    login_url: LOGIN_URL,
    logout_url: LOGOUT_URL,
    webshop_url: config.webshopUrl,
  };
}

export function toEditorUser(user: SessionUser | null, config: CmsConfig, locale: Locale): EditorUser {
  return {
    ...toLoginUser(user, config),
    is_staff: user?.is_staff ?? false,
    is_reviewer: user?.is_reviewer ?? false,
    may_publish: user ? mayPublish(user) : false,
    admin_menus: user?.is_staff ? ADMIN_MENUS.map((m) => ({ label: m.label[locale], url: m.url })) : [],
  };
}
