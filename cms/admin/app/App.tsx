/**
 * The admin SPA: a gate on GET /api/admin/session/ (anonymous -> the login page, a non-staff
 * editor -> a clear bilingual message), then react-admin with one <Resource> per model and the
 * Django-style addresses (/admin/{area}/{model}/{id}/change/) redirected to the matching screen.
 */
import { Alert, Box, Button, Card, CardContent, CardHeader, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Admin, CustomRoutes, Resource, useTranslate, type AuthProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { BrowserRouter, Navigate, Route, useLocation } from 'react-router-dom';
import { API, dataProvider, request } from './dataProvider';
import { adminRouteOf, RESOURCE_OF_MODEL } from './djangoPaths';
import { ImageCreate, ImageEdit, ImageList } from './images';
import { messagesOf } from './messages';
import * as s from './screens';

export const BASENAME = '/admin';
export const LOGIN_URL = '/admin/login/';
export const LOGOUT_URL = '/admin/logout/';

interface Session {
  is_logged_in: boolean;
  is_staff: boolean;
  username: string;
  first_name: string;
  last_name: string;
}

const loginUrl = () => `${LOGIN_URL}?next=${encodeURIComponent(window.location.pathname + window.location.search)}`;

const initialLocale = (): 'de' | 'en' => (navigator.language?.toLowerCase().startsWith('en') ? 'en' : 'de');

const i18nProvider = polyglotI18nProvider((locale) => messagesOf(locale === 'en' ? 'en' : 'de'), initialLocale(), [
  { locale: 'de', name: 'Deutsch' },
  { locale: 'en', name: 'English' },
]);

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
    const me = await request<Session>(`${API}/session/`);
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
                  <MuiLink key={r} href={`${BASENAME}/${r}`}>{translate(`resources.${r}.name`)}</MuiLink>
                ))}
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

/** Shown to a logged-in editor without is_staff: in both languages, since the admin's language is not chosen yet. */
export function NoAccess({ username }: { username: string }) {
  const de = messagesOf('de') as unknown as { admin: Record<string, string> };
  const en = messagesOf('en') as unknown as { admin: Record<string, string> };
  return (
    <Box component="main" sx={{ maxWidth: 640, mx: 'auto', my: 8, px: 2 }} data-testid="no-access">
      {[de, en].map((m, i) => (
        <Box key={i} lang={i === 0 ? 'de' : 'en'} sx={{ mb: 3 }}>
          <Typography variant="h5" component={i === 0 ? 'h1' : 'h2'}>{m.admin.noAccessTitle}</Typography>
          <Typography>{m.admin.noAccessText.replace('%{username}', username)}</Typography>
        </Box>
      ))}
      <Stack direction="row" spacing={2}>
        <Button variant="contained" href={`${LOGOUT_URL}?next=${encodeURIComponent('/admin/login/?next=/admin/')}`}>{de.admin.logout} / {en.admin.logout}</Button>
        <Button variant="outlined" href="/">{de.admin.toSite} / {en.admin.toSite}</Button>
      </Stack>
    </Box>
  );
}

export function AdminApp() {
  const [session, setSession] = useState<Session | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    request<Session>(`${API}/session/`).then(setSession, () => setFailed(true));
  }, []);
  useEffect(() => {
    if (session && !session.is_logged_in) window.location.assign(loginUrl());
  }, [session]);

  if (failed) return <Alert severity="error">Der Server antwortet nicht. / The server does not answer.</Alert>;
  if (!session || !session.is_logged_in) return <Box sx={{ p: 4 }} aria-busy="true" />;
  if (!session.is_staff) return <NoAccess username={session.username} />;

  return (
    // react-admin uses a hash router unless it finds one: ours gives it real /admin/... addresses
    <BrowserRouter basename={BASENAME}>
    <Admin dataProvider={dataProvider} i18nProvider={i18nProvider} authProvider={authProvider} dashboard={Dashboard} title="Admin" disableTelemetry requireAuth={false}>
      <Resource name="events" {...s.events} recordRepresentation="title_de" />
      <Resource name="venues" {...s.venues} recordRepresentation="name" />
      <Resource name="genres" {...s.genres} recordRepresentation="name_de" />
      <Resource name="event-tags" {...s.eventTags} recordRepresentation="name_de" />
      <Resource name="persons" {...s.persons} recordRepresentation={(r) => `${r.first_name} ${r.last_name}`.trim()} />
      <Resource name="person-categories" {...s.personCategories} recordRepresentation="name_de" />
      <Resource name="stories" {...s.stories} recordRepresentation="title_de" />
      <Resource name="story-categories" {...s.storyCategories} recordRepresentation="name_de" />
      <Resource name="story-tags" {...s.storyTags} recordRepresentation="name_de" />
      <Resource name="directories" {...s.directories} recordRepresentation="name_de" />
      <Resource name="download-categories" {...s.downloadCategories} recordRepresentation="name_de" />
      <Resource name="files" {...s.files} recordRepresentation="title_de" />
      <Resource name="subscriptions" {...s.subscriptions} recordRepresentation="name_de" />
      <Resource name="forms" {...s.forms} recordRepresentation="title_de" />
      <Resource name="form-entries" {...s.formEntries} />
      <Resource name="pages" {...s.pages} recordRepresentation="title_de" />
      <Resource name="images" list={ImageList} edit={ImageEdit} create={ImageCreate} recordRepresentation="original_name" />
      <Resource name="redirects" {...s.redirects} recordRepresentation="old_path" />
      <Resource name="editors" {...s.editors} recordRepresentation="username" />
      <CustomRoutes>
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
