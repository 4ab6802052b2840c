/**
 * Visitor uploads and form entries:
 * - `storeTempFile` keeps an upload (checked by content) under MEDIA_DIR/tmp/{token}.{ext} with a
 *   temp_files row; the token goes into the entry's file field. The quota is reserved before the
 *   body is read (`reserveTempUpload`) and settled by `storeTempFile`. Temp files older than
 *   TEMP_FILE_MAX_AGE_MS (TEMP_FILE_SHORT_AGE_MS when space is short) are pruned at the next upload.
 * - `createFormEntry` validates an entry with the shared rules (shared/forms/validateEntry.ts),
 *   claims its temp files and moves them to MEDIA_DIR/form-entries/{form}/{entry}/, all in one
 *   transaction. Neither folder is served at /media/ (cms/media/files.ts PUBLIC_MEDIA_FOLDERS):
 *   visitors' files are personal data.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { and, asc, count, eq, gt, inArray, lt, min, or, sql, sum } from 'drizzle-orm';
import type { Locale } from '../../shared/constants';
import type { FormDefinition, TempFile } from '../../shared/contract/forms';
import { FIELD_TYPES, initialFieldValue } from '../../shared/forms/fieldTypes';
import { entryErrorMap, validateEntry, type EntryError, type EntryFieldRule } from '../../shared/forms/validateEntry';
import type { Db, DbOrTx } from '../db/client';
import { prepared } from '../db/prepared';
import { tr } from '../db/i18n';
import { form_entries, form_entry_files, form_fields, forms, temp_files } from '../db/schema';
import { ValidationError } from '../errors';
import type { Logger } from '../logger';
import type { MediaStore } from '../media/store';
import type { FileType } from './fileType';

export const TEMP_FILE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * When space is short (the temp files together at least TEMP_SPACE_SHORT_FRACTION of the budget),
 * unclaimed temp files live TEMP_FILE_SHORT_AGE_MS instead of a day: a visitor fills in a form
 * within the hour, and a crowd that filled the space frees it within that time instead of locking
 * every form's attachments out for a day.
 */
export const TEMP_FILE_SHORT_AGE_MS = 60 * 60 * 1000;
export const TEMP_SPACE_SHORT_FRACTION = 0.5;

/**
 * A reservation whose upload never settled (the process died while reading it) stops counting after
 * this long: no body takes that long (the drain of a refused one gives up after 15 s, and a 10 MB
 * upload at 1 Mbit/s takes under two minutes).
 */
export const TEMP_RESERVATION_MAX_AGE_MS = 15 * 60 * 1000;

const TEMP_BUDGET_BYTES = 512 * 1024 * 1024;

/**
 * One address's share of the budget: at most 1/8 of it within the window. With the reservation
 * taken atomically before a body is read (`reserveTempUpload`), that is all a single address, or any
 * burst of simultaneous uploads from it, can hold; filling the space takes at least eight
 * addresses, and a real visitor's handful of attachments (the upload limit is 10 MB) fits many
 * times into what is left.
 */
export const TEMP_ADDRESS_SHARE = 8;

/**
 * Anonymous uploads may not fill the disk: per address at most `files` uploads or `bytes` within
 * `windowMs`, and all unclaimed temp files together at most `budgetBytes` (they live up to
 * TEMP_FILE_MAX_AGE_MS). A form has a few file fields; these leave a visitor room for retries.
 * Reservations (pending uploads) count with the bytes they reserved.
 */
export const TEMP_UPLOAD_QUOTA = {
  files: 20,
  bytes: TEMP_BUDGET_BYTES / TEMP_ADDRESS_SHARE,
  windowMs: 60 * 60 * 1000,
  budgetBytes: TEMP_BUDGET_BYTES,
  budgetRetryS: 600,
} as const;

/** The advisory lock that serialises reservations (every instance of the back end on one database). */
const QUOTA_LOCK = 0x7465_6d70; // 'temp'

/** Seconds until `ip` may upload `bytes` more (0: now), by its own quota and the budget of all temp files. */
export async function tempUploadWait(db: DbOrTx, ip: string, bytes = 0, now = Date.now()): Promise<number> {
  const live = gt(temp_files.created_at, new Date(now - TEMP_RESERVATION_MAX_AGE_MS));
  const counted = or(eq(temp_files.pending, false), live);
  const [mine] = await db
    .select({ n: count(), bytes: sum(temp_files.size), oldest: min(temp_files.created_at) })
    .from(temp_files)
    .where(and(eq(temp_files.ip, ip), gt(temp_files.created_at, new Date(now - TEMP_UPLOAD_QUOTA.windowMs)), counted));
  if (mine && mine.oldest && (mine.n + 1 > TEMP_UPLOAD_QUOTA.files || Number(mine.bytes ?? 0) + bytes > TEMP_UPLOAD_QUOTA.bytes)) {
    return Math.max(1, Math.ceil((new Date(mine.oldest).getTime() + TEMP_UPLOAD_QUOTA.windowMs - now) / 1000));
  }
  const [all] = await db.select({ bytes: sum(temp_files.size) }).from(temp_files).where(counted);
  return Number(all?.bytes ?? 0) + Math.max(bytes, 1) > TEMP_UPLOAD_QUOTA.budgetBytes ? TEMP_UPLOAD_QUOTA.budgetRetryS : 0;
}

/**
 * Reserves `bytes` of `ip`'s quota and of the budget before a body is read: the check and the
 * reservation (a pending temp_files row) happen under one lock, so simultaneous uploads take turns
 * and a burst cannot pass a check that each of them alone would pass. Answers the reservation's
 * token, or the seconds to wait (429) when it does not fit. Settle it with `storeTempFile`, or
 * give it back with `releaseTempUpload` when the upload fails.
 */
export async function reserveTempUpload(db: Db, ip: string, bytes: number, now = Date.now()): Promise<{ token: string } | { wait: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${QUOTA_LOCK})`);
    const wait = await tempUploadWait(tx, ip, bytes, now);
    if (wait > 0) return { wait };
    const token = crypto.randomUUID();
    await tx.insert(temp_files).values({ token, original_name: '', path: '', mime: '', size: bytes, ip, pending: true });
    return { token };
  });
}

/** Gives a reservation back (the upload failed or was refused after all). */
export async function releaseTempUpload(db: DbOrTx, token: string): Promise<void> {
  await db.delete(temp_files).where(and(eq(temp_files.token, token), eq(temp_files.pending, true)));
}
export const TEMP_DIR = 'tmp';
export const ENTRY_FILES_DIR = 'form-entries';

type FormRow = typeof forms.$inferSelect;
type FieldRow = typeof form_fields.$inferSelect;

/** An online form with its fields in order, by slug or id; null when there is none. */
export async function loadForm(db: DbOrTx, by: { slug: string } | { id: number }): Promise<{ form: FormRow; fields: FieldRow[] } | null> {
  // a form's page and its submissions read these: built once (cms/db/prepared.ts)
  const [form] = await prepared(db, 'slug' in by ? 'form_online_by_slug' : 'form_online_by_id', (on) =>
    on
      .select()
      .from(forms)
      .where(and('slug' in by ? eq(forms.slug, sql.placeholder('key')) : eq(forms.id, sql.placeholder('key')), eq(forms.is_online, true))),
  ).execute({ key: 'slug' in by ? by.slug : by.id });
  if (!form) return null;
  const fields = await prepared(db, 'form_fields_of_form', (on) =>
    on
      .select()
      .from(form_fields)
      .where(eq(form_fields.form_id, sql.placeholder('id')))
      .orderBy(asc(form_fields.order), asc(form_fields.id)),
  ).execute({ id: form.id });
  return { form, fields };
}

/** Any form (online or not) with its fields in order and its entries, oldest first; null when there is none. */
export async function formWithEntries(db: DbOrTx, id: number): Promise<{ form: FormRow; fields: FieldRow[]; entries: (typeof form_entries.$inferSelect)[] } | null> {
  const [form] = await db.select().from(forms).where(eq(forms.id, id));
  if (!form) return null;
  const [fields, entries] = await Promise.all([
    db.select().from(form_fields).where(eq(form_fields.form_id, form.id)).orderBy(asc(form_fields.order), asc(form_fields.id)),
    db.select().from(form_entries).where(eq(form_entries.form_id, form.id)).orderBy(asc(form_entries.created_at), asc(form_entries.id)),
  ]);
  return { form, fields, entries };
}

/** How many entries each of the forms has (a form without entries is not in the map). */
export async function entryCounts(db: DbOrTx, formIds: number[]): Promise<Map<number, number>> {
  if (formIds.length === 0) return new Map();
  const rows = await db
    .select({ form_id: form_entries.form_id, n: count() })
    .from(form_entries)
    .where(inArray(form_entries.form_id, formIds))
    .groupBy(form_entries.form_id);
  return new Map(rows.map((r) => [r.form_id, r.n]));
}

export function toFormDefinition(form: FormRow, fields: FieldRow[], locale: Locale): FormDefinition {
  return {
    id: form.id,
    slug: form.slug,
    title: tr(form, 'title', locale),
    intro: tr(form, 'intro', locale),
    success_message: tr(form, 'success_message', locale),
    fields: fields.map((f) => ({
      slug: f.slug,
      label: tr(f, 'label', locale),
      field_type: f.field_type,
      required: f.required,
      visible: f.visible,
      // the value is the German option (the same in both locales); the label is translated
      choices: f.choices_de.map((value, i) => ({ value, label: (locale === 'en' && f.choices_en[i]) || value })),
      default: f.default_value,
      placeholder_text: tr(f, 'placeholder', locale),
      help_text: tr(f, 'help_text', locale),
    })),
  };
}

/** The uploaded name without any path, control characters or excess length; `upload.{ext}` if nothing is left. */
export function displayName(originalName: string, ext: string): string {
  const base = originalName.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.normalize('NFC').replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return cleaned && cleaned !== '.' && cleaned !== '..' ? cleaned : `upload.${ext}`;
}

/**
 * Keeps an upload: the file under MEDIA_DIR/tmp and its temp_files row. With `reservation` (the
 * token `reserveTempUpload` gave) the reserved row is settled to the file's real size; without, a
 * new row is added (no quota: seeds and tests).
 */
export async function storeTempFile(db: Db, store: MediaStore, data: Buffer, originalName: string, type: FileType, ip = '', reservation?: string): Promise<TempFile> {
  const token = reservation ?? crypto.randomUUID();
  const relative = `${TEMP_DIR}/${token}.${type.ext}`;
  const name = displayName(originalName, type.ext);
  await store.write(relative, data);
  try {
    const values = { original_name: name, path: relative, mime: type.mime, size: data.length, ip };
    if (reservation) {
      const settled = await db
        .update(temp_files)
        .set({ ...values, pending: false })
        .where(and(eq(temp_files.token, reservation), eq(temp_files.pending, true)))
        .returning({ token: temp_files.token });
      if (settled.length === 0) throw new Error('the upload\'s reservation is gone');
    } else await db.insert(temp_files).values({ token, ...values });
  } catch (err) {
    await store.remove([relative]);
    throw err;
  }
  return { token, name, size: data.length, mime: type.mime };
}

/**
 * Removes temp files older than TEMP_FILE_MAX_AGE_MS, or TEMP_FILE_SHORT_AGE_MS when space is short
 * (rows and files), and reservations that never settled. Best effort: failures are logged.
 */
export async function pruneTempFiles(db: Db, store: MediaStore, log: Logger, now = Date.now()): Promise<void> {
  try {
    const [all] = await db.select({ bytes: sum(temp_files.size) }).from(temp_files);
    const short = Number(all?.bytes ?? 0) >= TEMP_UPLOAD_QUOTA.budgetBytes * TEMP_SPACE_SHORT_FRACTION;
    const maxAge = short ? TEMP_FILE_SHORT_AGE_MS : TEMP_FILE_MAX_AGE_MS;
    const old = await db
      .delete(temp_files)
      .where(
        or(
          lt(temp_files.created_at, new Date(now - maxAge)),
          and(eq(temp_files.pending, true), lt(temp_files.created_at, new Date(now - TEMP_RESERVATION_MAX_AGE_MS))),
        ),
      )
      .returning({ path: temp_files.path });
    const paths = old.map((r) => r.path).filter(Boolean);
    if (paths.length) await store.remove(paths);
  } catch (err) {
    log.warn({ err }, 'pruning temp files failed');
  }
}


/**
 * Validates and stores an entry; throws ValidationError (400, messages in `locale`) with per-field
 * errors, `form` naming an unknown or offline form. Returns the new entry's id.
 */
export async function createFormEntry(
  db: Db,
  store: MediaStore,
  input: { form: number; field_values: Record<string, unknown> },
  locale: Locale,
): Promise<number> {
  const loaded = await loadForm(db, { id: input.form });
  if (!loaded) throw new ValidationError(entryErrorMap({ form: [{ code: 'unknownForm' }] }, locale));
  const { form, fields } = loaded;

  const rules: EntryFieldRule[] = fields.map((f) => ({
    slug: f.slug,
    field_type: f.field_type,
    required: f.required,
    visible: f.visible,
    choices: f.choices_de,
  }));
  // fields the visitor cannot see (hidden values) take their default when the client sent none
  const submitted: Record<string, unknown> = { ...input.field_values };
  for (const f of fields) {
    if (!f.visible && !Object.hasOwn(submitted, f.slug)) submitted[f.slug] = initialFieldValue(f.field_type, f.default_value);
  }
  const { values, errors } = validateEntry(rules, submitted);
  const fail = (slug: string, error: EntryError) => (errors[slug] ??= []).push(error);

  // file fields: each token must name a temp file, once
  const fileFields = fields.filter((f) => f.field_type === FIELD_TYPES.file && typeof values[f.slug] === 'string' && !errors[f.slug]);
  const tokens = fileFields.map((f) => values[f.slug] as string);
  const known = tokens.length ? await db.select().from(temp_files).where(and(inArray(temp_files.token, tokens), eq(temp_files.pending, false))) : [];
  const seen = new Set<string>();
  for (const field of fileFields) {
    const token = values[field.slug] as string;
    if (!known.some((t) => t.token === token) || seen.has(token)) fail(field.slug, { code: 'file' });
    seen.add(token);
  }
  if (Object.keys(errors).length) throw new ValidationError(entryErrorMap(errors, locale));

  const moved: { from: string; to: string }[] = [];
  try {
    return await db.transaction(async (tx) => {
      // claim the temp files: a concurrent entry with the same token finds nothing left
      const claimed = tokens.length ? await tx.delete(temp_files).where(and(inArray(temp_files.token, tokens), eq(temp_files.pending, false))).returning() : [];
      const byToken = new Map(claimed.map((t) => [t.token, t]));
      const lost = fileFields.filter((f) => !byToken.has(values[f.slug] as string));
      if (lost.length) throw new ValidationError(entryErrorMap(Object.fromEntries(lost.map((f) => [f.slug, [{ code: 'file' } as EntryError]])), locale));

      const stored: Record<string, unknown> = { ...values };
      for (const field of fileFields) stored[field.slug] = byToken.get(values[field.slug] as string)!.original_name;
      const [entry] = await tx.insert(form_entries).values({ form_id: form.id, locale, values: stored }).returning({ id: form_entries.id });

      for (const field of fileFields) {
        const temp = byToken.get(values[field.slug] as string)!;
        const to = `${ENTRY_FILES_DIR}/${form.id}/${entry.id}/${path.basename(temp.path)}`;
        await store.move(temp.path, to);
        moved.push({ from: temp.path, to });
        await tx.insert(form_entry_files).values({
          entry_id: entry.id,
          field_slug: field.slug,
          original_name: temp.original_name,
          path: to,
          mime: temp.mime,
          size: temp.size,
        });
      }
      return entry.id;
    });
  } catch (err) {
    // the transaction rolled back: put the files back where their temp rows say they are
    await Promise.all(moved.map(({ from, to }) => store.move(to, from).catch(() => {})));
    throw err;
  }
}
