/**
 * Visitor forms (SPEC §3, §7): the definition of the form on screen (server-rendered, in the
 * snapshot), its file uploads and its submission. What the visitor types stays in the form
 * component, so a failed submission loses nothing.
 */
import { flow, types } from 'mobx-state-tree';
import { defineArea } from './areas';
import { CSRF_COOKIE, type Locale } from '../../shared/constants';
import { readCookie } from '../../shared/cookies';
import type { FormDefinition, FormEntryCreated, FormEntrySubmission, TempFile } from '../../shared/contract/forms';
import * as formPaths from '../../shared/api/formPaths';
import { storeEnv } from './env';

export const FormsStore = types
  .model('FormsStore', {
    /** the form of the current page (forms-slug or newsletter) */
    current: types.maybeNull(types.frozen<FormDefinition>()),
    /** `${locale}:${slug}` of `current` */
    key: types.maybeNull(types.string),
  })
  .actions((self) => ({
    setLoaded(key: string, form: FormDefinition | null) {
      self.current = form;
      self.key = form ? key : null;
    },
  }))
  .actions((self) => {
    /**
     * The POSTs need the csrftoken cookie (double submit). A visitor's first page is rendered on the
     * server, whose back-end calls cannot set cookies in the browser: when the cookie is missing, one
     * GET of the user-details endpoint (through the proxy) sets it before the first write.
     */
    const ensureCsrfCookie = flow(function* ensureCsrfCookie(locale: Locale) {
      if (readCookie(storeEnv(self).cookies?.(), CSRF_COOKIE) !== undefined) return;
      yield storeEnv(self).api.get(formPaths.userDetails(locale));
    });
    return {
      /** Loads a form by slug (throws ApiError: 404 when there is none). */
      load: flow(function* load(locale: Locale, slug: string) {
        const key = `${locale}:${slug}`;
        if (self.key === key && self.current) return;
        const form: FormDefinition = yield storeEnv(self).api.get<FormDefinition>(formPaths.form(locale, slug));
        self.setLoaded(key, form);
      }),
      clear() {
        self.setLoaded('', null);
      },
      /** Uploads a file to the temporary-file endpoint; its token goes into the file field. Throws ApiError (413, 415…). */
      upload: flow(function* upload(locale: Locale, file: File) {
        yield ensureCsrfCookie(locale);
        const body = new FormData();
        body.append('file', file);
        const stored: TempFile = yield storeEnv(self).api.upload<TempFile>(formPaths.tempFiles(locale), body);
        return stored;
      }),
      /** Sends an entry. Throws ApiError: 400 with per-field `errors`, 403, 5xx, 502 when offline. */
      submit: flow(function* submit(locale: Locale, entry: FormEntrySubmission) {
        yield ensureCsrfCookie(locale);
        const created: FormEntryCreated = yield storeEnv(self).api.send<FormEntryCreated>('POST', formPaths.formEntries(locale), entry);
        return created;
      }),
    };
  });

/** The forms area's store (./areas.ts). */
export const formsArea = defineArea('forms', FormsStore);
