/**
 * Visitor forms (SPEC §7):
 *   GET  /{locale}/api/forms/{slug}/     the form definition (online forms)
 *   POST /{locale}/api/temp-files/       multipart `file` -> 201 TempFile (checked by content: 415)
 *   POST /{locale}/api/forms-entries/    JSON {form, field_values} -> 201 {id}; 400 {errors: {slug: [..]}}
 * Public, but the POSTs need CSRF (csrftoken cookie = X-CSRFToken header, same Origin). They do
 * not bump the content version: visitors' entries change nothing anybody else sees.
 */
import { z } from 'zod';
import type { FormDefinition, FormEntryCreated, TempFile } from '../../shared/contract/forms';
import { detectFileType } from '../content/fileType';
import { createFormEntry, loadForm, pruneTempFiles, releaseTempUpload, reserveTempUpload, storeTempFile, TEMP_UPLOAD_QUOTA, toFormDefinition } from '../content/formEntries';
import { receiveUpload } from '../http/upload';
import { defineEndpoint, reply, type AnyEndpoint } from '../http/endpoint';
import { BadRequestError, HttpError, NotFoundError, TooManyRequestsError } from '../errors';
import { mediaStore } from '../media/store';

export const messages = {
  fileMissing: 'Send the file as multipart/form-data in a part named "file".',
  emptyFile: 'The file is empty.',
  unsupportedType: 'This type of file is not accepted. Accepted: PDF, JPEG, PNG, GIF, WebP, Word (.docx), Excel (.xlsx), plain text.',
} as const;

/** The visitor reads this one (the form shows it by the 429): in the request's language. */
const uploadQuotaMessages = {
  de: 'Es wurden zu viele Dateien hochgeladen. Bitte versuchen Sie es später noch einmal.',
  en: 'Too many files have been uploaded. Please try again later.',
} as const;

/**
 * What an upload reserves before its body is read: its Content-Length (the file is smaller than the
 * whole multipart body) when it says one, else the upload limit; never more than the limit.
 */
export function reservedBytes(contentLength: string | undefined, maxBytes: number): number {
  const length = contentLength !== undefined && /^\d{1,15}$/.test(contentLength) ? Number(contentLength) : maxBytes;
  return Math.max(1, Math.min(length, maxBytes));
}

const formIdSchema = z.union([z.number().int().positive().max(2_147_483_647), z.string().regex(/^\d{1,9}$/).transform(Number)]);

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'forms.read',
    method: 'GET',
    api: 'api',
    path: '/forms/:slug/',
    permission: 'public',
    input: { params: z.object({ slug: z.string().min(1).max(200) }) },
    async handler({ db, locale, params }): Promise<FormDefinition> {
      const loaded = await loadForm(db, { slug: params.slug });
      if (!loaded) throw new NotFoundError();
      return toFormDefinition(loaded.form, loaded.fields, locale);
    },
    keys: () => ['forms'],
  }),

  defineEndpoint({
    name: 'tempFiles.add',
    method: 'POST',
    api: 'api',
    path: '/temp-files/',
    permission: 'public',
    bumpsContentVersion: false,
    async handler({ db, config, log, locale, req, res }) {
      const store = mediaStore(config);
      const ip = req.ip ?? '';
      // a file is never larger than one address's share (else it could never be reserved)
      const maxBytes = Math.min(config.maxUploadBytes, TEMP_UPLOAD_QUOTA.bytes);
      await pruneTempFiles(db, store, log);
      // before the body is read, and atomically: the quota the upload may take is reserved (a refused
      // upload is drained, never stored: cms/http/drain.ts), then settled to the file's real size
      const reservation = await reserveTempUpload(db, ip, reservedBytes(req.headers['content-length'], maxBytes));
      if ('wait' in reservation) throw new TooManyRequestsError(reservation.wait, uploadQuotaMessages[locale]);
      try {
        await receiveUpload(req, res, { maxBytes, fields: 10, fieldSize: 16 * 1024 });
        const file = req.file;
        if (!file) throw new BadRequestError(messages.fileMissing, 'file_missing');
        if (file.size === 0) throw new BadRequestError(messages.emptyFile, 'file_empty');
        const type = detectFileType(file.buffer);
        if (!type) throw new HttpError(415, 'unsupported_file_type', messages.unsupportedType);
        const stored: TempFile = await storeTempFile(db, store, file.buffer, file.originalname, type, ip, reservation.token);
        return reply(201, stored);
      } catch (err) {
        await releaseTempUpload(db, reservation.token).catch((releaseErr: unknown) => log.warn({ err: releaseErr }, 'releasing an upload reservation failed'));
        throw err;
      }
    },
  }),

  defineEndpoint({
    name: 'formEntries.add',
    method: 'POST',
    api: 'api',
    path: '/forms-entries/',
    permission: 'public',
    bumpsContentVersion: false,
    input: {
      body: z.object({
        form: formIdSchema,
        field_values: z.record(z.string().max(200), z.unknown()),
      }),
    },
    async handler({ db, config, locale, body }) {
      const id = await createFormEntry(db, mediaStore(config), body, locale);
      return reply<FormEntryCreated>(201, { id });
    },
  }),
];
