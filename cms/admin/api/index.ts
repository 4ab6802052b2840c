/**
 * The admin's REST endpoints (docs/admin.md):
 *   GET /api/admin/session/                      who is asking and in which language (public; the SPA's gate)
 *   PUT /api/admin/session/ {language}           the editor chooses the admin's language (stored with the account)
 *   /api/admin/{resource}/[{id}/]                one generic set per resource (resource.ts)
 *   GET /api/admin/forms/{id}/entries.csv        the form's entries as CSV (Excel: BOM, bilingual headers)
 *   /api/admin/trash/[{id}/[restore/]]           the trash: list, entry, restore (trash.ts)
 *   POST /api/admin/{resource}/bulk/             bulk change or move to the trash (bulk.ts)
 */
import { z } from 'zod';
import { ensureCsrfCookie } from '../../auth/csrf';
import { LOCALES, type Locale } from '../../../shared/constants';
import { setEditorLanguage } from '../../auth/editors';
import type { SessionUser } from '../../auth/session';
import { formWithEntries } from '../../content/formEntries';
import { defineEndpoint, PRIVATE_NO_STORE, type AnyEndpoint } from '../../http/endpoint';
import { NotFoundError } from '../../errors';
import { editorLanguage, rememberLanguage } from '../language';
import { entriesCsv } from './csv';
import { ADMIN_API_PREFIX } from './resource';
import { resourceEndpoints } from './resourceEndpoints';
import { ADMIN_RESOURCES } from './resources';
import { trashEndpoints } from './trash';

export interface AdminSession {
  is_logged_in: boolean;
  is_staff: boolean;
  username: string;
  first_name: string;
  last_name: string;
  /** the admin's language: the editor's choice, else the site's default (docs/admin.md#language) */
  language: Locale;
}

function sessionOf(user: SessionUser | null): AdminSession {
  return {
    is_logged_in: !!user?.is_active,
    is_staff: !!(user?.is_active && user.is_staff),
    username: user?.username ?? '',
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    language: editorLanguage(user),
  };
}

const sessionEndpoint = defineEndpoint({
  name: 'admin.session',
  method: 'GET',
  api: 'api',
  path: `${ADMIN_API_PREFIX}/session/`,
  permission: 'public',
  handler({ req, res, user, config }): AdminSession {
    ensureCsrfCookie(req, res, config);
    res.setHeader('Cache-Control', PRIVATE_NO_STORE);
    const session = sessionOf(user);
    if (session.is_logged_in) rememberLanguage(req, res, config, session.language);
    return session;
  },
});

const languageEndpoint = defineEndpoint({
  name: 'admin.session.language',
  method: 'PUT',
  api: 'api',
  path: `${ADMIN_API_PREFIX}/session/`,
  permission: 'editor',
  // a preference of the account, not content: the site's pages do not change
  bumpsContentVersion: false,
  input: { body: z.object({ language: z.enum(LOCALES) }) },
  async handler({ db, req, res, user, config, body }): Promise<AdminSession> {
    await setEditorLanguage(db, user.id, body.language);
    rememberLanguage(req, res, config, body.language);
    return sessionOf({ ...user, language: body.language });
  },
});

const csvEndpoint = defineEndpoint({
  name: 'admin.forms.entriesCsv',
  method: 'GET',
  api: 'api',
  path: `${ADMIN_API_PREFIX}/forms/:id/entries.csv`,
  permission: 'staff',
  input: { params: z.object({ id: z.coerce.number().int().positive() }) },
  async handler({ db, params, res }) {
    const found = await formWithEntries(db, params.id);
    if (!found) throw new NotFoundError();
    const { form, fields, entries } = found;
    const csv = entriesCsv(fields, entries);
    res
      .status(200)
      .set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${form.slug || `form-${form.id}`}-entries.csv"`,
        'Cache-Control': PRIVATE_NO_STORE,
      })
      .send(csv);
  },
});

export const endpoints: AnyEndpoint[] = [sessionEndpoint, languageEndpoint, csvEndpoint, ...trashEndpoints, ...ADMIN_RESOURCES.flatMap(resourceEndpoints)];
