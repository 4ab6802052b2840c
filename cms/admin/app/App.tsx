/**
 * The admin SPA: a gate on GET /api/admin/session/ (anonymous -> the login page, a non-staff
 * editor -> a clear bilingual message), then react-admin with one <Resource> per model and the
 * Django-style addresses (/admin/{area}/{model}/{id}/change/) redirected to the matching screen.
 */
import { Alert, Box, Button, Card, CardContent, CardHeader, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { Admin, CustomRoutes, localStorageStore, Resource, useTranslate, type AuthProvider } from 'react-admin';
import { BrowserRouter, Navigate, Route, useLocation } from 'react-router-dom';
import type { Locale } from '../../../shared/constants';
import { API, dataProvider, request } from './dataProvider';
import { adminRouteOf, RESOURCE_OF_MODEL } from './djangoPaths';
import { ImageCreate, ImageEdit, ImageList } from './images';
import { createI18nProvider, editorLanguageStore, inEditorLanguage } from './language';
import { BrandLayout } from './Layout';
import { adminText } from './messages';
import * as s from './screens';
import { adminTheme } from './theme';
import { TranslationsScreen } from './translations';
import { TrashList } from './trash';
import type { AdminSession } from '../api';

export const BASENAME = '/admin';
export const LOGIN_URL = '/admin/login/';
export const LOGOUT_URL = '/admin/logout/';

const loginUrl = () => `${LOGIN_URL}?next=${encodeURIComponent(window.location.pathname + window.location.search)}`;

/** the session is checked by the gate; API 401/403 answers send the browser back to the login */
const authProvider: AuthProvider = {
  login: () => Promise.resolve(),
  async logout() {
    window.location.assign(`${LOGOUT_URL}?next=${encodeURIComponent(LOGIN_URL + '?next=/admin/')}`);
    return false;
  },
  checkAuth: () => Promise.resolve(),
  async checkError(error: { status?: number }) {
    if (error.status === 401) {
      window.location.assign(loginUrl());
      throw new Error('logged out');
    }
  },
  getPermissions: () => Promise.resolve('staff'),
  async getIdentity() {
    const me = await request<AdminSession>(`${API}/session/`);
    return { id: me.username, fullName: [me.first_name, me.last_name].filter(Boolean).join(' ') || me.username };
  },
};

/** /admin/{area}/{model}/[{id}/change/|add/] -> the react-admin screen */
function DjangoRedirect() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const target = adminRouteOf(pathname);
  if (target) return <Navigate to={target} replace />;
  return <Alert severity="warning">{translate('admin.notFound')}</Alert>;
}

const AREAS: [string, string[]][] = [
  ['admin.areaConcerts', ['events', 'venues', 'genres', 'event-tags']],
  ['admin.areaPeople', ['persons', 'person-categories']],
  ['admin.areaStories', ['stories', 'story-categories', 'story-tags']],
  ['admin.areaPress', ['directories', 'download-categories', 'files']],
  ['admin.areaForms', ['subscriptions', 'forms', 'form-entries']],
  ['admin.areaSite', ['pages', 'images', 'redirects', 'editors']],
];

function Dashboard() {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="h5" component="h1">{translate('admin.dashboardTitle')}</Typography>
      <Typography sx={{ mb: 2 }}>{translate('admin.dashboardIntro')}</Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {AREAS.map(([area, resources]) => (
          <Card key={area}>
            <CardHeader title={translate(area)} />
            <CardContent>
              <Stack spacing={1}>
                {resources.map((r) => (
                  <MuiLink key={r} href={`${BASENAME}/${r}`}>{translate(`resources.${r}.name`, { smart_count: 2 })}</MuiLink>
                ))}
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Box>
      <Typography sx={{ mt: 2 }}>
        <MuiLink href={`${BASENAME}/translations`} data-testid="admin-translations-link">{translate('admin.translations')}</MuiLink>
      </Typography>
      <Typography sx={{ mt: 1 }}>
        <MuiLink href={`${BASENAME}/trash`} data-testid="admin-trash-link">{translate('admin.trash')}</MuiLink>
      </Typography>
    </Box>
  );
}

/**
 * Shown to a logged-in editor without is_staff: in the editor's language, then in the other one
 * (the page may be read by somebody helping them).
 */
export function NoAccess({ username, language }: { username: string; language: Locale }) {
  const order: Locale[] = language === 'en' ? ['en', 'de'] : ['de', 'en'];
  useEffect(() => {
    document.documentElement.lang = language;
    document.title = adminText(language, 'documentTitle');
  }, [language]);
  const next = encodeURIComponent('/admin/login/?next=/admin/');
  return (
    <Box component="main" sx={{ maxWidth: 640, mx: 'auto', my: 8, px: 2 }} data-testid="no-access">
      {order.map((locale, i) => (
        <Box key={locale} lang={locale} sx={{ mb: 3 }}>
          <Typography variant="h5" component={i === 0 ? 'h1' : 'h2'}>{adminText(locale, 'noAccessTitle')}</Typography>
          <Typography>{adminText(locale, 'noAccessText').replace('%{username}', username)}</Typography>
        </Box>
      ))}
      <Stack direction="row" spacing={2}>
        <Button variant="contained" href={`${LOGOUT_URL}?next=${next}`}>{order.map((l) => adminText(l, 'logout')).join(' / ')}</Button>
        <Button variant="outlined" href="/">{order.map((l) => adminText(l, 'toSite')).join(' / ')}</Button>
      </Stack>
    </Box>
  );
}

/** react-admin, in the editor's language and the orchestra's look. */
function StaffAdmin({ session }: { session: AdminSession }) {
  const i18nProvider = useMemo(() => createI18nProvider(session.language), [session.language]);
  // list settings (columns, sorting) stay in this browser per editor; the language is the account's
  const store = useMemo(() => editorLanguageStore(localStorageStore(undefined, `orchestra-${session.username}`), session.language), [session]);
  return (
    // react-admin uses a hash router unless it finds one: ours gives it real /admin/... addresses
    <BrowserRouter basename={BASENAME}>
    <Admin
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      authProvider={authProvider}
      store={store}
      theme={adminTheme}
      layout={BrandLayout}
      dashboard={Dashboard}
      title="admin.title"
      disableTelemetry
      requireAuth={false}
    >
      <Resource name="events" {...s.events} recordRepresentation={inEditorLanguage('title')} />
      <Resource name="venues" {...s.venues} recordRepresentation="name" />
      <Resource name="genres" {...s.genres} recordRepresentation={inEditorLanguage('name')} />
      <Resource name="event-tags" {...s.eventTags} recordRepresentation={inEditorLanguage('name')} />
      <Resource name="persons" {...s.persons} recordRepresentation={(r) => `${r.first_name} ${r.last_name}`.trim()} />
      <Resource name="person-categories" {...s.personCategories} recordRepresentation={inEditorLanguage('name')} />
      <Resource name="stories" {...s.stories} recordRepresentation={inEditorLanguage('title')} />
      <Resource name="story-categories" {...s.storyCategories} recordRepresentation={inEditorLanguage('name')} />
      <Resource name="story-tags" {...s.storyTags} recordRepresentation={inEditorLanguage('name')} />
      <Resource name="directories" {...s.directories} recordRepresentation={inEditorLanguage('name')} />
      <Resource name="download-categories" {...s.downloadCategories} recordRepresentation={inEditorLanguage('name')} />
      <Resource name="files" {...s.files} recordRepresentation={inEditorLanguage('title')} />
      <Resource name="subscriptions" {...s.subscriptions} recordRepresentation={inEditorLanguage('name')} />
      <Resource name="forms" {...s.forms} recordRepresentation={inEditorLanguage('title')} />
      <Resource name="form-entries" {...s.formEntries} />
      <Resource name="pages" {...s.pages} recordRepresentation={inEditorLanguage('title')} />
      <Resource name="images" list={ImageList} edit={ImageEdit} create={ImageCreate} recordRepresentation="original_name" />
      <Resource name="redirects" {...s.redirects} recordRepresentation="old_path" />
      <Resource name="editors" {...s.editors} recordRepresentation="username" />
      <Resource name="trash" list={TrashList} recordRepresentation="title" />
      <CustomRoutes>
        <Route path="/translations" element={<TranslationsScreen />} />
        {Object.keys(RESOURCE_OF_MODEL).flatMap((model) => [
          <Route key={`${model}-c`} path={`/${model}/:id/change`} element={<DjangoRedirect />} />,
          <Route key={`${model}-a`} path={`/${model}/add`} element={<DjangoRedirect />} />,
          <Route key={`${model}-l`} path={`/${model}`} element={<DjangoRedirect />} />,
        ])}
      </CustomRoutes>
    </Admin>
    </BrowserRouter>
  );
}

export function AdminApp() {
  const [session, setSession] = useState<AdminSession | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    request<AdminSession>(`${API}/session/`).then(setSession, () => setFailed(true));
  }, []);
  useEffect(() => {
    if (session && !session.is_logged_in) window.location.assign(loginUrl());
  }, [session]);

  if (failed) return <Alert severity="error">{adminText('de', 'serverDown')} / <span lang="en">{adminText('en', 'serverDown')}</span></Alert>;
  if (!session || !session.is_logged_in) return <Box sx={{ p: 4 }} aria-busy="true" />;
  if (!session.is_staff) return <NoAccess username={session.username} language={session.language} />;

  return <StaffAdmin session={session} />;
}
