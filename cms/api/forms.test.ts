/** Contract of the forms API: /forms/{slug}/, POST /temp-files/, POST /forms-entries/ (SPEC §3, §5, §7). */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { CONTENT_VERSION_HEADER } from '../../shared/constants';
import { FIELD_TYPES } from '../../shared/forms/fieldTypes';
import { form_entries, form_entry_files, temp_files } from '../db/schema';
import { TEMP_FILE_SHORT_AGE_MS, TEMP_RESERVATION_MAX_AGE_MS, TEMP_SPACE_SHORT_FRACTION, TEMP_UPLOAD_QUOTA } from '../content/formEntries';
import { createTestCms, snapshotOf, VOLATILE, type TestCms } from '../test/createTestCms';
import { createForm, csrfHeaders, TEST_HOST } from '../test/fixtures/content';
import { DOCX, EXE, PDF, PLAIN_ZIP, PNG, TEXT } from '../test/fixtures/files';

const MAX_UPLOAD_BYTES = 4096;
let cms: TestCms;
const ids: Record<string, number> = {};

beforeAll(async () => {
  cms = await createTestCms({ env: { MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES) } });
  const db = cms.db;
  ids.contact = (
    await createForm(
      db,
      {
        slug: 'bewerbung',
        title_de: 'Bewerbung',
        title_en: 'Application',
        intro_de: '<p>Wir freuen uns auf Sie.</p>',
        intro_en: '<p>We look forward to hearing from you.</p>',
        success_message_de: 'Danke!',
        success_message_en: '',
      },
      [
        { slug: 'name', field_type: FIELD_TYPES.text, label_de: 'Name', label_en: 'Name', required: true, placeholder_de: 'Vor- und Nachname', placeholder_en: 'First and last name' },
        { slug: 'email', field_type: FIELD_TYPES.email, label_de: 'E-Mail', label_en: 'E-mail', required: true },
        { slug: 'message', field_type: FIELD_TYPES.textarea, label_de: 'Nachricht', label_en: 'Message', help_text_de: 'Höchstens 10.000 Zeichen' },
        { slug: 'age', field_type: FIELD_TYPES.number, label_de: 'Alter' },
        {
          slug: 'interests',
          field_type: FIELD_TYPES.checkboxList,
          label_de: 'Interessen',
          label_en: 'Interests',
          choices_de: ['Konzerte', 'Education', 'Newsletter'],
          choices_en: ['Concerts', 'Education'],
          default_value: 'Konzerte',
        },
        { slug: 'seat', field_type: FIELD_TYPES.radio, label_de: 'Platz', choices_de: ['Parkett', 'Rang'], choices_en: ['Stalls', 'Circle'] },
        { slug: 'instruments', field_type: FIELD_TYPES.multiSelect, label_de: 'Instrumente', choices_de: ['Violine', 'Viola'] },
        { slug: 'salutation', field_type: FIELD_TYPES.select, label_de: 'Anrede', choices_de: ['Frau', 'Herr', 'Divers'], default_value: 'Frau' },
        { slug: 'cv', field_type: FIELD_TYPES.file, label_de: 'Lebenslauf', label_en: 'CV' },
        { slug: 'birthday', field_type: FIELD_TYPES.date, label_de: 'Geburtstag' },
        { slug: 'consent', field_type: FIELD_TYPES.checkbox, label_de: 'Ich stimme zu', required: true },
        { slug: 'source', field_type: FIELD_TYPES.hidden, label_de: 'Quelle', visible: false, required: true, default_value: 'web' },
        { slug: 'website', field_type: FIELD_TYPES.url, label_de: 'Webseite' },
        { slug: 'phone', field_type: FIELD_TYPES.phone, label_de: 'Telefon' },
      ],
    )
  ).id;
  ids.offline = (await createForm(db, { slug: 'alt', is_online: false }, [{ slug: 'x', field_type: FIELD_TYPES.text }])).id;
});
afterAll(() => cms?.close());

function upload(data: Buffer, filename: string, headers: Record<string, string> = csrfHeaders()) {
  return cms.newAgent().post('/de/api/temp-files/').set(headers).attach('file', data, { filename, contentType: 'application/octet-stream' });
}

function submit(body: unknown, locale = 'de', headers: Record<string, string> = csrfHeaders()) {
  return cms.newAgent().post(`/${locale}/api/forms-entries/`).set(headers).send(body as object);
}

const validValues = (extra: Record<string, unknown> = {}) => ({
  name: 'Anna Müller',
  email: 'anna@example.org',
  email2: 'anna@example.org',
  consent: true,
  ...extra,
});

describe('GET /forms/{slug}/', () => {
  test('German definition: fields in order with their type codes', async () => {
    const res = await cms.request.get('/de/api/forms/bewerbung/').expect(200);
    expect(snapshotOf(res)).toMatchSnapshot(VOLATILE);
  });

  test('English: labels translated, choice values stay German', async () => {
    const res = await cms.request.get('/en/api/forms/bewerbung').expect(200);
    expect(res.body).toMatchObject({ title: 'Application', success_message: 'Danke!' });
    const interests = res.body.fields.find((f: { slug: string }) => f.slug === 'interests');
    expect(interests).toEqual({
      slug: 'interests',
      label: 'Interests',
      field_type: 5,
      required: false,
      visible: true,
      choices: [
        { value: 'Konzerte', label: 'Concerts' },
        { value: 'Education', label: 'Education' },
        { value: 'Newsletter', label: 'Newsletter' },
      ],
      default: 'Konzerte',
      placeholder_text: '',
      help_text: '',
    });
  });

  test('offline or unknown -> 404', async () => {
    await cms.request.get('/de/api/forms/alt/').expect(404);
    const res = await cms.request.get('/de/api/forms/gibt-es-nicht/').expect(404);
    expect(snapshotOf(res)).toMatchSnapshot();
  });
});

describe('POST /temp-files/', () => {
  test('a PDF with an umlaut in its name -> 201, stored under MEDIA_DIR/tmp, nothing public', async () => {
    const res = await upload(PDF, 'Lebenslauf Müller.pdf').expect(201);
    expect(res.body).toEqual({ token: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Lebenslauf Müller.pdf', size: PDF.length, mime: 'application/pdf' });
    const [row] = await cms.db.select().from(temp_files).where(eq(temp_files.token, res.body.token));
    expect(row).toMatchObject({ original_name: 'Lebenslauf Müller.pdf', path: `tmp/${res.body.token}.pdf`, mime: 'application/pdf', size: PDF.length });
    expect(fs.readFileSync(path.join(cms.config.mediaDir, row.path))).toEqual(PDF);
    await cms.request.get(`/media/${row.path}`).expect(404);
  });

  test.each([
    ['a PNG named .pdf is a PNG', PNG, 'scan.pdf', 'image/png'],
    ['a Word document', DOCX, 'Anschreiben.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['plain text with any name', TEXT, 'brief', 'text/plain'],
  ])('type by content: %s', async (_name, data, filename, mime) => {
    const res = await upload(data, filename).expect(201);
    expect(res.body.mime).toBe(mime);
  });

  test('the path of the client file name is dropped', async () => {
    const res = await upload(PDF, 'C:\\Users\\anna\\cv.pdf').expect(201);
    expect(res.body.name).toBe('cv.pdf');
  });

  test('an executable named .pdf -> 415', async () => {
    const res = await upload(EXE, 'harmlos.pdf').expect(415);
    expect(snapshotOf(res)).toMatchSnapshot();
  });

  test('a zip that is no Office document -> 415', async () => {
    await upload(PLAIN_ZIP, 'x.docx').expect(415);
  });

  test('over MAX_UPLOAD_BYTES -> 413', async () => {
    const res = await upload(Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES)]), 'big.pdf').expect(413);
    expect(res.body).toEqual({ status: 413, code: 'payload_too_large', message: 'The request body is too large.' });
  });

  test('empty file -> 400', async () => {
    const res = await upload(Buffer.alloc(0), 'leer.pdf').expect(400);
    expect(res.body.code).toBe('file_empty');
  });

  test('no file part -> 400', async () => {
    const json = await cms.newAgent().post('/de/api/temp-files/').set(csrfHeaders()).send({ file: 'x' }).expect(400);
    expect(json.body.code).toBe('file_missing');
    await cms.newAgent().post('/de/api/temp-files/').set(csrfHeaders()).field('name', 'x').expect(400);
  });

  test('a file in another part, or two files -> 400', async () => {
    await cms.newAgent().post('/de/api/temp-files/').set(csrfHeaders()).attach('upload', PDF, 'a.pdf').expect(400);
    await cms.newAgent().post('/de/api/temp-files/').set(csrfHeaders()).attach('file', PDF, 'a.pdf').attach('file', PDF, 'b.pdf').expect(400);
  });

  test('a malformed multipart body -> 400', async () => {
    const res = await cms
      .newAgent()
      .post('/de/api/temp-files/')
      .set(csrfHeaders())
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-trunc')
      .expect(400);
    expect(res.body.status).toBe(400);
    await cms.newAgent().post('/de/api/temp-files/').set(csrfHeaders()).set('Content-Type', 'multipart/form-data').send('garbage').expect(400);
  });

  test('temp files older than a day are removed at the next upload', async () => {
    const stale = 'tmp/00000000-0000-4000-8000-000000000001.pdf';
    fs.mkdirSync(path.join(cms.config.mediaDir, 'tmp'), { recursive: true });
    fs.writeFileSync(path.join(cms.config.mediaDir, stale), PDF);
    await cms.db.insert(temp_files).values({
      token: '00000000-0000-4000-8000-000000000001',
      original_name: 'alt.pdf',
      path: stale,
      mime: 'application/pdf',
      size: PDF.length,
      created_at: new Date(Date.now() - 25 * 3600 * 1000),
    });
    await upload(PDF, 'neu.pdf').expect(201);
    expect(await cms.db.select().from(temp_files).where(eq(temp_files.path, stale))).toEqual([]);
    expect(fs.existsSync(path.join(cms.config.mediaDir, stale))).toBe(false);
  });

  test('the upload quota: per address (429 in the visitor\'s language, Retry-After), and the budget of all temp files', async () => {
    const from = (ip: string, locale = 'de') =>
      cms.newAgent().post(`/${locale}/api/temp-files/`).set(csrfHeaders()).set('X-Forwarded-For', ip).attach('file', PDF, { filename: 'a.pdf', contentType: 'application/pdf' });
    const rows = (ip: string, n: number, size: number) =>
      Array.from({ length: n }, (_, i) => ({ token: crypto.randomUUID(), original_name: `q${i}.pdf`, path: `tmp/quota-${ip}-${i}.pdf`, mime: 'application/pdf', size, ip }));
    // an address that has already uploaded its share within the hour
    await cms.db.insert(temp_files).values(rows('198.51.100.20', TEMP_UPLOAD_QUOTA.files - 1, 1000));
    await from('198.51.100.20').expect(201);
    const refused = await from('198.51.100.20').expect(429);
    expect(refused.body).toMatchObject({ status: 429, code: 'too_many_requests', message: 'Es wurden zu viele Dateien hochgeladen. Bitte versuchen Sie es später noch einmal.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect((await from('198.51.100.20', 'en').expect(429)).body.message).toBe('Too many files have been uploaded. Please try again later.');
    // by bytes: a few large files count as much
    await cms.db.insert(temp_files).values(rows('198.51.100.21', 1, TEMP_UPLOAD_QUOTA.bytes));
    await from('198.51.100.21').expect(429);
    // another address still may, until all temp files together reach the budget
    await from('198.51.100.22').expect(201);
    await cms.db.insert(temp_files).values(rows('198.51.100.23', 1, TEMP_UPLOAD_QUOTA.budgetBytes));
    expect((await from('198.51.100.22').expect(429)).headers['retry-after']).toBe(String(TEMP_UPLOAD_QUOTA.budgetRetryS));
    await cms.db.delete(temp_files).where(like(temp_files.path, 'tmp/quota-%'));
  });

  describe('quota reserved before the body is read (issue 44)', () => {
    /** a PDF of `size` bytes: with its multipart envelope over MAX_UPLOAD_BYTES, so each upload reserves the whole limit */
    const pdfOf = (size: number) => Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 0x20)]);
    const FILE = pdfOf(MAX_UPLOAD_BYTES - 96);
    const from = (ip: string, data: Buffer = FILE, filename = 'a.pdf') =>
      cms.newAgent().post('/de/api/temp-files/').set(csrfHeaders()).set('X-Forwarded-For', ip).attach('file', data, { filename, contentType: 'application/pdf' });
    /** a temp file of `size` bytes from `ip`, uploaded `ageMs` ago */
    const row = (ip: string, size: number, ageMs = 0) => ({
      token: crypto.randomUUID(),
      original_name: 'x.pdf',
      path: `tmp/reserve-${crypto.randomUUID()}.pdf`,
      mime: 'application/pdf',
      size,
      ip,
      created_at: new Date(Date.now() - ageMs),
    });
    const bytesOf = async (ip?: string) =>
      (await cms.db.select().from(temp_files)).filter((r) => ip === undefined || r.ip === ip).reduce((total, r) => total + r.size, 0);
    afterEach(() => cms.db.delete(temp_files));

    test('a burst of simultaneous uploads from one address past its share: only what fits is stored, the rest gets 429 in the visitor\'s language', async () => {
      expect(TEMP_UPLOAD_QUOTA.bytes * 2).toBeLessThanOrEqual(TEMP_UPLOAD_QUOTA.budgetBytes);
      const ip = '198.51.100.30';
      // room for exactly three more uploads at the limit
      await cms.db.insert(temp_files).values(row(ip, TEMP_UPLOAD_QUOTA.bytes - 3 * MAX_UPLOAD_BYTES));
      const answers = await Promise.all(Array.from({ length: 10 }, () => from(ip)));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 429, 429, 429, 429, 429, 429, 429]);
      for (const refused of answers.filter((a) => a.status === 429)) {
        expect(refused.body).toMatchObject({ status: 429, code: 'too_many_requests', message: 'Es wurden zu viele Dateien hochgeladen. Bitte versuchen Sie es später noch einmal.' });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
      }
      expect(await bytesOf(ip)).toBeLessThanOrEqual(TEMP_UPLOAD_QUOTA.bytes);
      // settled to their real size, no reservation left over
      expect((await cms.db.select().from(temp_files)).filter((r) => r.pending)).toEqual([]);
      expect(await bytesOf(ip)).toBe(TEMP_UPLOAD_QUOTA.bytes - 3 * MAX_UPLOAD_BYTES + 3 * FILE.length);
    });

    test('simultaneous uploads from many addresses never take the temp files past the budget', async () => {
      await cms.db.insert(temp_files).values(row('198.51.100.40', TEMP_UPLOAD_QUOTA.budgetBytes - 2 * MAX_UPLOAD_BYTES));
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => from(`203.0.113.${40 + i}`)));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 429, 429, 429, 429, 429, 429]);
      for (const refused of answers.filter((a) => a.status === 429)) expect(refused.headers['retry-after']).toBe(String(TEMP_UPLOAD_QUOTA.budgetRetryS));
      expect(await bytesOf()).toBeLessThanOrEqual(TEMP_UPLOAD_QUOTA.budgetBytes);
    });

    test('a failed upload gives its reservation back: refused by type, by size or without a file, the next upload still fits', async () => {
      const ip = '198.51.100.50';
      // room for exactly one upload at the limit
      await cms.db.insert(temp_files).values(row(ip, TEMP_UPLOAD_QUOTA.bytes - MAX_UPLOAD_BYTES));
      await from(ip, EXE, 'a.pdf').expect(415);
      await from(ip, Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x41), 'big.pdf').expect(413);
      await cms.newAgent().post('/de/api/temp-files/').set(csrfHeaders()).set('X-Forwarded-For', ip).field('name', 'x').expect(400);
      expect((await cms.db.select().from(temp_files)).filter((r) => r.pending)).toEqual([]);
      await from(ip).expect(201);
      await from(ip).expect(429);
    });

    test('a reservation that never settled stops counting after a while and is removed', async () => {
      const ip = '198.51.100.60';
      await cms.db.insert(temp_files).values({ ...row(ip, TEMP_UPLOAD_QUOTA.bytes, TEMP_RESERVATION_MAX_AGE_MS + 60_000), path: '', mime: '', pending: true });
      await from(ip).expect(201);
      expect((await cms.db.select().from(temp_files)).filter((r) => r.pending)).toEqual([]);
    });

    test('when space is short, unclaimed temp files expire after an hour instead of a day', async () => {
      const older = row('198.51.100.70', 1000, TEMP_FILE_SHORT_AGE_MS + 60_000);
      await cms.db.insert(temp_files).values(older);
      await from('198.51.100.71').expect(201);
      // space is plentiful: the file older than an hour stays
      expect(await cms.db.select().from(temp_files).where(eq(temp_files.token, older.token))).toHaveLength(1);
      await cms.db.insert(temp_files).values(row('198.51.100.72', TEMP_UPLOAD_QUOTA.budgetBytes * TEMP_SPACE_SHORT_FRACTION));
      await from('198.51.100.71').expect(201);
      expect(await cms.db.select().from(temp_files).where(eq(temp_files.token, older.token))).toEqual([]);
    });
  });

  test('without CSRF token, or from another origin -> 403', async () => {
    const noToken = await cms.newAgent().post('/de/api/temp-files/').set('Host', TEST_HOST).attach('file', PDF, 'a.pdf').expect(403);
    expect(noToken.body.code).toBe('csrf_failed');
    await upload(PDF, 'a.pdf', { ...csrfHeaders(), Origin: 'https://evil.example' }).expect(403);
  });
});

describe('POST /forms-entries/', () => {
  test('a full valid entry -> 201 {id}; values kept, file moved into the entry, temp row gone', async () => {
    const cv = (await upload(PDF, 'Lebenslauf.pdf').expect(201)).body;
    const before = Number((await cms.request.get('/api/genres/').expect(200)).headers[CONTENT_VERSION_HEADER.toLowerCase()]);
    const res = await submit(
      {
        form: ids.contact,
        field_values: validValues({
          message: 'Hallo!\nIch bewerbe mich.',
          age: '42',
          interests: ['Konzerte', 'Newsletter'],
          seat: 'Rang',
          instruments: ['Viola'],
          salutation: 'Frau',
          cv: cv.token,
          birthday: '1990-02-28',
          website: 'https://anna.example.org',
          phone: '+49 30 1234567',
          unknown_field: 'ignored',
        }),
      },
      'en',
    ).expect(201);
    expect(snapshotOf(res)).toMatchSnapshot({ body: { id: expect.any(Number) }, ...VOLATILE });

    const [entry] = await cms.db.select().from(form_entries).where(eq(form_entries.id, res.body.id));
    expect(entry).toMatchObject({ form_id: ids.contact, locale: 'en' });
    expect(entry.values).toEqual({
      name: 'Anna Müller',
      email: 'anna@example.org',
      message: 'Hallo!\nIch bewerbe mich.',
      age: '42',
      interests: ['Konzerte', 'Newsletter'],
      seat: 'Rang',
      instruments: ['Viola'],
      salutation: 'Frau',
      cv: 'Lebenslauf.pdf',
      birthday: '1990-02-28',
      consent: true,
      source: 'web',
      website: 'https://anna.example.org',
      phone: '+49 30 1234567',
    });
    const files = await cms.db.select().from(form_entry_files).where(eq(form_entry_files.entry_id, entry.id));
    expect(files).toEqual([
      expect.objectContaining({ field_slug: 'cv', original_name: 'Lebenslauf.pdf', mime: 'application/pdf', size: PDF.length, path: `form-entries/${ids.contact}/${entry.id}/${cv.token}.pdf` }),
    ]);
    expect(fs.readFileSync(path.join(cms.config.mediaDir, files[0].path))).toEqual(PDF);
    expect(fs.existsSync(path.join(cms.config.mediaDir, 'tmp', `${cv.token}.pdf`))).toBe(false);
    expect(await cms.db.select().from(temp_files).where(eq(temp_files.token, cv.token))).toEqual([]);
    // visitors' entries change nothing anybody else sees: no content version bump
    const after = Number((await cms.request.get('/api/genres/').expect(200)).headers[CONTENT_VERSION_HEADER.toLowerCase()]);
    expect(Number.isInteger(before)).toBe(true);
    expect(after).toBe(before);

    // the token is used up
    const again = await submit({ form: ids.contact, field_values: validValues({ cv: cv.token }) }).expect(400);
    expect(again.body.errors).toEqual({ cv: ['Die Datei wurde nicht gefunden. Bitte erneut hochladen.'] });
  });

  test('the minimal entry (form id as a string too)', async () => {
    await submit({ form: String(ids.contact), field_values: validValues() }).expect(201);
  });

  test('per-field errors in German', async () => {
    const res = await submit({
      form: ids.contact,
      field_values: {
        name: '',
        email: 'keine-adresse',
        email2: 'anders@example.org',
        message: 'x'.repeat(10_001),
        age: 'vierzig',
        interests: ['Konzerte', 'Kochen'],
        seat: 'Loge',
        instruments: 'Viola',
        salutation: 'Dr.',
        cv: '6f1c1f0e-8a8a-4a4a-9b9b-000000000000',
        birthday: '31.12.1990',
        consent: false,
        website: 'ftp://example.org',
        phone: 'ruf an',
      },
    }).expect(400);
    expect(snapshotOf(res)).toMatchSnapshot();
  });

  test('per-field errors in English', async () => {
    const res = await submit({ form: ids.contact, field_values: { email: 'anna@example.org', email2: 'ANNA@example.com' } }, 'en').expect(400);
    expect(res.body.errors).toEqual({
      name: ['This field is required.'],
      consent: ['This field is required.'],
      email2: ['The e-mail addresses do not match.'],
    });
  });

  test('unknown or offline form -> 400 on `form`', async () => {
    const res = await submit({ form: 424242, field_values: {} }, 'en').expect(400);
    expect(res.body.errors).toEqual({ form: ['This form does not exist.'] });
    await submit({ form: ids.offline, field_values: { x: 'y' } }).expect(400);
  });

  test.each([
    ['form missing', { field_values: {} }],
    ['form not an id', { form: 'bewerbung', field_values: {} }],
    ['form negative', { form: -1, field_values: {} }],
    ['field_values missing', { form: 1 }],
    ['field_values a list', { form: 1, field_values: ['a'] }],
    ['body a list', [1, 2]],
  ])('malformed body: %s -> 400', async (_name, body) => {
    const res = await submit(body).expect(400);
    expect(res.body.code).toBe('validation_failed');
  });

  test('malformed JSON -> 400; oversized JSON -> 413', async () => {
    const bad = await cms.newAgent().post('/de/api/forms-entries/').set(csrfHeaders()).set('Content-Type', 'application/json').send('{"form": 1,').expect(400);
    expect(bad.body.code).toBe('malformed_json');
    const huge = JSON.stringify({ form: ids.contact, field_values: { message: 'x'.repeat(3 * 1024 * 1024) } });
    await cms.newAgent().post('/de/api/forms-entries/').set(csrfHeaders()).set('Content-Type', 'application/json').send(huge).expect(413);
  });

  test('without CSRF -> 403', async () => {
    const res = await cms.newAgent().post('/de/api/forms-entries/').set('Host', TEST_HOST).send({ form: ids.contact, field_values: validValues() }).expect(403);
    expect(res.body.code).toBe('csrf_failed');
  });
});
