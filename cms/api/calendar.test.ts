/** GET /{locale}/api/calendar/?event={id}: the add-to-calendar file of a concert (RFC 5545). */
import { createTestCms, type TestCms } from '../test/createTestCms';
import { createVenue } from '../test/fixtures';
import { createEvent, editorSessionCookie } from '../test/fixtures/content';
import { escapeText, foldLine } from '../content/calendar';

let cms: TestCms;
const ids: Record<string, number> = {};

beforeAll(async () => {
  cms = await createTestCms({ env: { PUBLIC_URL: 'https://orchester.example.org' } });
  const db = cms.db;
  const venue = await createVenue(db, { name: 'Konzerthaus am Fluss', city: 'Flussstadt', address: 'Uferweg 1, 12345 Flussstadt' });
  ids.first = (
    await createEvent(
      db,
      {
        slug: 'beethoven-neun',
        title_de: 'Beethoven: Neunte; Freude, schöner Götterfunken',
        title_en: 'Beethoven: Ninth',
        subtitle_de: 'Zum Saisonauftakt',
        text_de: `<p>Ein Abend, der lange nachklingt: ${'Musik '.repeat(30)}</p>`,
        start_at: new Date('2098-03-14T18:30:00Z'), // 19:30 in Berlin
        end_at: new Date('2098-03-14T20:45:00Z'),
        venue_id: venue.id,
        ticket_url: 'https://tickets.example.org/e/1',
      },
      {
        works: [{ composer: 'Ludwig van Beethoven', title_de: 'Sinfonie Nr. 9 d-Moll' }],
        performers: [{ name: 'Marlene Adler', role_de: 'Dirigentin', role_en: 'Conductor' }],
      },
    )
  ).id;
  ids.noEnd = (await createEvent(db, { slug: 'ohne-ende', title_de: 'Ohne Ende', start_at: new Date('2098-07-01T17:00:00Z'), availability: 'cancelled' })).id;
  ids.offline = (await createEvent(db, { slug: 'offline', title_de: 'Offline', start_at: new Date('2098-05-01T18:00:00Z'), is_online: false })).id;
});
afterAll(() => cms?.close());

/** The content lines of an iCalendar text, unfolded (RFC 5545 §3.1). */
const unfold = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

describe('GET /calendar/?event={id}', () => {
  test('text/calendar attachment: CRLF lines of at most 75 octets, UTC times, UID, DTSTAMP', async () => {
    const res = await cms.request.get(`/de/api/calendar/?event=${ids.first}`).buffer(true).parse((r, done) => {
      let data = '';
      r.setEncoding('utf8');
      r.on('data', (chunk: string) => (data += chunk));
      r.on('end', () => done(null, data));
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="beethoven-neun.ics"');
    expect(res.headers['x-content-version']).toMatch(/^\d+$/);
    const text = res.body as string;
    expect(text.endsWith('\r\n')).toBe(true);
    // every line break is CRLF, every physical line fits 75 octets
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);

    const lines = unfold(text);
    expect(lines.slice(0, 6)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Orchestra website//Concerts//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', 'BEGIN:VEVENT']);
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
    expect(lines).toContain(`UID:event-${ids.first}@orchester.example.org`);
    expect(lines.find((l) => l.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    expect(lines).toContain('DTSTART:20980314T183000Z');
    expect(lines).toContain('DTEND:20980314T204500Z');
    // ; and , are escaped in TEXT values
    expect(lines).toContain('SUMMARY:Beethoven: Neunte\\; Freude\\, schöner Götterfunken');
    expect(lines).toContain('LOCATION:Konzerthaus am Fluss\\, Uferweg 1\\, 12345 Flussstadt');
    expect(lines).toContain(`URL:https://orchester.example.org/de/konzerte/beethoven-neun/${ids.first}`);
    expect(lines).toContain('STATUS:CONFIRMED');
    const description = lines.find((l) => l.startsWith('DESCRIPTION:'))!;
    expect(description).toContain('Zum Saisonauftakt\\nLudwig van Beethoven: Sinfonie Nr. 9 d-Moll\\nMarlene Adler (Dirigentin)\\n');
    expect(description).toContain(`\\nhttps://orchester.example.org/de/konzerte/beethoven-neun/${ids.first}`);
  });

  test('English: the English title, roles and URL', async () => {
    const res = await cms.request.get(`/en/api/calendar/?event=${ids.first}`).expect(200);
    const lines = unfold(String(res.text));
    expect(lines).toContain('SUMMARY:Beethoven: Ninth');
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain('Marlene Adler (Conductor)');
    expect(lines).toContain(`URL:https://orchester.example.org/en/concerts/beethoven-ninth/${ids.first}`);
  });

  test('no known end: a two-hour DURATION; a cancelled concert is STATUS:CANCELLED', async () => {
    const res = await cms.request.get(`/de/api/calendar/?event=${ids.noEnd}`).expect(200);
    const lines = unfold(String(res.text));
    expect(lines).toContain('DTSTART:20980701T170000Z');
    expect(lines).toContain('DURATION:PT2H');
    expect(lines.some((l) => l.startsWith('DTEND'))).toBe(false);
    expect(lines).toContain('STATUS:CANCELLED');
  });

  test('unknown or offline concert -> 404; a logged-in editor gets the offline one', async () => {
    await cms.request.get('/de/api/calendar/?event=999999').expect(404);
    await cms.newAgent().get(`/de/api/calendar/?event=${ids.offline}`).expect(404);
    const cookie = await editorSessionCookie(cms.db);
    await cms.newAgent().get(`/de/api/calendar/?event=${ids.offline}`).set('Cookie', cookie).expect(200);
  });

  test.each([['missing', ''], ['not an id', '?event=abc'], ['zero', '?event=0'], ['unknown parameter', '?event=1&format=ics']])('bad input (%s) -> 400', async (_name, qs) => {
    const res = await cms.request.get(`/de/api/calendar/${qs}`).expect(400);
    expect(res.body).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});

describe('RFC 5545 text rules', () => {
  test('escapeText escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  test('foldLine folds at 75 octets without splitting a multi-byte character', () => {
    const line = `SUMMARY:${'ö'.repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});
