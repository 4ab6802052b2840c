/** History entries in words (de, en) and the diff of two versions (shared/history). */
import i18next from 'i18next';
import de from '../../../client/editor/i18n/de.json';
import en from '../../../client/editor/i18n/en.json';
import { describeVersion, relativeTime } from '../../../client/editor/history/entry';
import type { PageVersion, VersionChange } from '../../../shared/contract/pages';
import { moduleLabel, PAGE_NOTES, parseNote, REVIEW_NOTES, TRANSLATION_NOTES, type PageAction } from '../../../shared/history/changes';
import { diffVersions, diffWords, type DiffableSnapshot, type SnapshotModule } from '../../../shared/history/diff';

const i18n = i18next.createInstance({ lng: 'de', resources: { de: { translation: { editor: de } }, en: { translation: { editor: en } } }, initAsync: false, interpolation: { escapeValue: false } });
void i18n.init();
const tDe = i18n.getFixedT('de');
const tEn = i18n.getFixedT('en');

const NOW = Date.parse('2026-11-25T10:00:00Z');
const version = (change: Partial<VersionChange>, minutesAgo = 3, author: Partial<PageVersion> = { author: 'demo', author_name: 'Demo' }): PageVersion => ({
  id: 9,
  page: 1,
  created_at: new Date(NOW - minutesAgo * 60_000).toISOString(),
  author: null,
  author_name: null,
  note: '',
  change: { action: 'added', target: 'module', model: 'headline', target_id: 5, label: 'Saisonstart', locale: 'de', ...change },
  ...author,
});

describe('history entries', () => {
  it('say what happened to what, by whom, when, in the editor’s language', () => {
    expect(describeVersion(version({}), 'de', tDe, NOW)).toBe('Überschrift „Saisonstart“ hinzugefügt · Demo · vor 3 Minuten');
    expect(describeVersion(version({}), 'en', tEn, NOW)).toBe('Headline “Saisonstart” added (German version) · Demo · 3 minutes ago');
    expect(describeVersion(version({ action: 'deleted', model: 'quote', label: 'Music', locale: 'en' }, 120), 'de', tDe, NOW)).toBe(
      'Zitat „Music“ gelöscht (englische Fassung) · Demo · vor 2 Stunden',
    );
    expect(describeVersion(version({ action: 'changed', model: 'faq-item', label: '' }, 0.2), 'de', tDe, NOW)).toBe('FAQ-Eintrag geändert · Demo · gerade eben');
    expect(describeVersion(version({ action: 'reordered', target: 'section', model: null, label: 'saisonstart' }, 60 * 24), 'de', tDe, NOW)).toBe(
      'Reihenfolge in Abschnitt „saisonstart“ geändert · Demo · gestern',
    );
    expect(describeVersion(version({ action: 'restored', target: 'version', model: null, target_id: 4, label: '', locale: null }), 'en', tEn, NOW)).toBe(
      'Version 4 restored · Demo · 3 minutes ago',
    );
    expect(describeVersion(version({ action: 'initial', target: 'page', model: null, label: '', locale: null }, 3, { author: null, author_name: null }), 'de', tDe, NOW)).toBe(
      'Ausgangszustand vor der ersten Änderung · System · vor 3 Minuten',
    );
  });

  it('page-wide changes (publish, discard, their undo, the schedule, the admin) read in the editor’s language too', () => {
    // from the note the back end stores to the sentence, as the versions endpoint and the dialog do
    const entry = (note: string, locale: 'de' | 'en', author: Partial<PageVersion> = { author: 'demo', author_name: 'Demo' }) =>
      describeVersion({ ...version({}, 3, author), note, change: { ...parseNote(note), label: '', locale: null } }, locale, locale === 'de' ? tDe : tEn, NOW);
    const system = { author: null, author_name: null };
    expect(entry('published', 'de')).toBe('Veröffentlicht · Demo · vor 3 Minuten');
    expect(entry('published', 'en')).toBe('Published · Demo · 3 minutes ago');
    expect(entry('draft discarded', 'de')).toBe('Entwurf verworfen · Demo · vor 3 Minuten');
    expect(entry('draft discarded', 'en')).toBe('Draft discarded · Demo · 3 minutes ago');
    expect(entry('publishing undone', 'de')).toBe('Veröffentlichen rückgängig gemacht · Demo · vor 3 Minuten');
    expect(entry('discard undone', 'en')).toBe('Discarding the draft undone · Demo · 3 minutes ago');
    expect(entry('online on schedule', 'de', system)).toBe('Nach Zeitplan online gestellt · System · vor 3 Minuten');
    expect(entry('online on schedule', 'en', system)).toBe('Put online on schedule · System · 3 minutes ago');
    expect(entry('offline on schedule', 'de', system)).toBe('Nach Zeitplan offline genommen · System · vor 3 Minuten');
    expect(entry('offline on schedule', 'en', system)).toBe('Taken offline on schedule · System · 3 minutes ago');
    expect(entry('created in the admin', 'de')).toBe('Seite in der Verwaltung angelegt · Demo · vor 3 Minuten');
    expect(entry('changed in the admin', 'en')).toBe('Page settings changed in the admin · Demo · 3 minutes ago');
    // every note the back end records has words of its own in both languages: never the English note, never a key
    for (const [action, note] of Object.entries(PAGE_NOTES) as [PageAction, string][]) {
      expect(parseNote(note)).toEqual({ action, target: 'page', model: null, target_id: null });
      for (const locale of ['de', 'en'] as const) {
        const what = entry(note, locale).split(' · ')[0];
        expect(what).not.toMatch(/editor\.history|^Change$|^Änderung$/);
        if (locale === 'de') expect(what).not.toBe(note);
      }
    }
  });

  it('a translation copy and its undo: from which language, into which (named when it is not the editor’s)', () => {
    const entry = (note: string, locale: 'de' | 'en') => {
      const { locale: content = null, ...parsed } = parseNote(note);
      return describeVersion({ ...version({}), note, change: { ...parsed, label: '', locale: content } }, locale, locale === 'de' ? tDe : tEn, NOW);
    };
    expect(parseNote(TRANSLATION_NOTES.copied('de', 'en'))).toEqual({ action: 'translationCopied', target: 'page', model: null, target_id: null, locale: 'en' });
    expect(parseNote(TRANSLATION_NOTES.undone('en', 'de'))).toEqual({ action: 'translationUndone', target: 'page', model: null, target_id: null, locale: 'de' });
    expect(parseNote('copied from de into en undone')).toMatchObject({ action: 'other' });
    expect(entry(TRANSLATION_NOTES.copied('de', 'en'), 'en')).toBe('Copied from German · Demo · 3 minutes ago');
    expect(entry(TRANSLATION_NOTES.copied('de', 'en'), 'de')).toBe('Aus dem Deutschen übernommen (englische Fassung) · Demo · vor 3 Minuten');
    expect(entry(TRANSLATION_NOTES.copied('en', 'de'), 'de')).toBe('Aus dem Englischen übernommen · Demo · vor 3 Minuten');
    expect(entry(TRANSLATION_NOTES.undone('de', 'en'), 'en')).toBe('Copy from German undone · Demo · 3 minutes ago');
    expect(entry(TRANSLATION_NOTES.undone('en', 'de'), 'de')).toBe('Übernahme aus dem Englischen rückgängig gemacht · Demo · vor 3 Minuten');
  });

  it('the review\'s steps with their comments, and the go-live of an approval in Berlin time', () => {
    const entry = (note: string, locale: 'de' | 'en') => describeVersion({ ...version({}), note, change: { label: '', locale: null, ...parseNote(note) } }, locale, locale === 'de' ? tDe : tEn, NOW);
    expect(parseNote(REVIEW_NOTES.submitted('  Bitte   den Termin\nprüfen '))).toEqual({ action: 'reviewSubmitted', target: 'page', model: null, target_id: null, label: 'Bitte den Termin prüfen' });
    expect(entry(REVIEW_NOTES.submitted('Bitte den Termin prüfen'), 'de')).toBe('Zur Prüfung eingereicht: „Bitte den Termin prüfen“ · Demo · vor 3 Minuten');
    expect(entry(REVIEW_NOTES.submitted(''), 'en')).toBe('Submitted for review · Demo · 3 minutes ago');
    expect(entry(REVIEW_NOTES.returned('Zu lang'), 'en')).toBe('Sent back for changes: “Zu lang” · Demo · 3 minutes ago');
    expect(entry(REVIEW_NOTES.returned(''), 'de')).toBe('Zur Überarbeitung zurückgegeben · Demo · vor 3 Minuten');
    expect(entry(REVIEW_NOTES.approved('Passt.'), 'de')).toBe('Freigegeben und veröffentlicht: „Passt.“ · Demo · vor 3 Minuten');
    const scheduled = REVIEW_NOTES.approved('', new Date('2031-03-01T09:00:00Z'));
    expect(parseNote(scheduled)).toMatchObject({ action: 'reviewScheduled', at: '2031-03-01T09:00:00.000Z', label: '' });
    expect(entry(scheduled, 'de')).toBe('Freigegeben, geht online am 01.03.31, 10:00 MEZ · Demo · vor 3 Minuten');
    expect(entry(scheduled, 'en')).toMatch(/^Approved, goes live on .*10:00 CET · Demo · 3 minutes ago$/);
    // a long comment is cut in the entry (the review keeps it whole)
    expect(parseNote(REVIEW_NOTES.submitted('x'.repeat(100))).label).toHaveLength(60);
    // a comment that looks like a note does not change what the note says
    expect(parseNote(REVIEW_NOTES.returned('review approved'))).toMatchObject({ action: 'reviewReturned', label: 'review approved' });
  });

  it('older than a week: the date', () => {
    // in Berlin time (10:30 MEZ), whatever the machine's zone
    expect(relativeTime('2026-11-01T09:30:00Z', 'de', tDe, NOW)).toBe('01.11.2026, 10:30 MEZ');
  });

  it('notes parse; labels are plain and short', () => {
    expect(parseNote('full-teaser 12 changed')).toEqual({ action: 'changed', target: 'module', model: 'full-teaser', target_id: 12 });
    expect(parseNote('section 3 reordered')).toEqual({ action: 'reordered', target: 'section', model: null, target_id: 3 });
    expect(parseNote('something else')).toMatchObject({ action: 'other' });
    expect(moduleLabel({ content: '<p>Ein <strong>langer</strong> Text &amp; mehr</p>' })).toBe('Ein langer Text & mehr');
    expect(moduleLabel({ content: 'x'.repeat(100) })).toHaveLength(60);
    expect(moduleLabel({ headline: '', text: 'Teasertext' })).toBe('Teasertext');
  });
});

const mod = (id: number, order: number, data: Record<string, unknown>, extra: Partial<SnapshotModule> = {}): SnapshotModule => ({ id, section_id: 1, parent_id: null, column: 0, order, model: 'headline', data, ...extra });
const snap = (modules: SnapshotModule[], page: Record<string, unknown> = { title_de: 'Saison' }): DiffableSnapshot => ({
  page,
  sections: [{ id: 1, locale: 'de', slug: 'saison', layout: 3, order: 0 }],
  modules,
});

describe('diff of two versions', () => {
  const a = snap([mod(1, 0, { content: 'Eins' }), mod(2, 1, { content: 'Zwei' }), mod(3, 2, { content: 'Drei' }), mod(4, 0, { content: 'Rechts' }, { column: 1 })]);

  it('lists text changes per field, added and removed modules', () => {
    const b = snap([mod(1, 0, { content: 'Eins!' }), mod(2, 1, { content: 'Zwei' }), mod(5, 2, { content: 'Neu' })], { title_de: 'Neue Saison' });
    const d = diffVersions(7, { id: 1, snapshot: a }, { id: 2, snapshot: b });
    expect(d.fields).toEqual([{ field: 'title_de', before: 'Saison', after: 'Neue Saison' }]);
    expect(d.modules.map((m) => [m.id, m.status, m.moved])).toEqual([
      [1, 'changed', false],
      [5, 'added', false],
      [3, 'removed', false],
      [4, 'removed', false],
    ]);
    expect(d.modules[0].fields).toEqual([{ field: 'content', before: 'Eins', after: 'Eins!' }]);
  });

  it('a module moved down counts as moved, the ones it passed do not; a column change is a move', () => {
    const b = snap([mod(2, 0, { content: 'Zwei' }), mod(3, 1, { content: 'Drei' }), mod(1, 2, { content: 'Eins' }), mod(4, 5, { content: 'Rechts' }, { column: 1 })]);
    const d = diffVersions(7, { id: 1, snapshot: a }, { id: 2, snapshot: b });
    expect(d.modules.map((m) => [m.id, m.status, m.moved, m.from?.position, m.to?.position])).toEqual([[1, 'unchanged', true, 1, 3]]);
    const c = snap([mod(1, 0, { content: 'Eins' }), mod(2, 1, { content: 'Zwei' }), mod(3, 2, { content: 'Drei' }), mod(4, 0, { content: 'Rechts' }, { column: 0 })]);
    expect(diffVersions(7, { id: 1, snapshot: a }, { id: 2, snapshot: c }).modules.map((m) => [m.id, m.moved, m.from?.column, m.to?.column])).toEqual([[4, true, 1, 0]]);
    // renumbered orders alone are no move
    const renumbered = snap(a.modules.map((m) => ({ ...m, order: m.order * 10 + 5 })));
    expect(diffVersions(7, { id: 1, snapshot: a }, { id: 2, snapshot: renumbered }).modules).toEqual([]);
  });

  it('rich text compares as text; a markup-only change still shows', () => {
    const x = snap([mod(1, 0, { content: '<p>Hallo Welt</p>' }, { model: 'text' })]);
    const y = snap([mod(1, 0, { content: '<p>Hallo <strong>Welt</strong></p>' }, { model: 'text' })]);
    expect(diffVersions(7, { id: 1, snapshot: x }, { id: 2, snapshot: y }).modules[0].fields).toEqual([{ field: 'content', before: 'Hallo Welt', after: 'Hallo Welt' }]);
  });

  it('word diff marks insertions and deletions', () => {
    expect(diffWords('Die Saison beginnt im Herbst', 'Die neue Saison beginnt im Winter')).toEqual([
      { kind: 'same', text: 'Die ' },
      { kind: 'added', text: 'neue ' },
      { kind: 'same', text: 'Saison beginnt im ' },
      { kind: 'removed', text: 'Herbst' },
      { kind: 'added', text: 'Winter' },
    ]);
  });
});

describe('anchors from headlines', () => {
  it('are readable and unique on the page', async () => {
    const { uniqueAnchor, takenAnchors } = await import('../../../client/editor/anchors');
    expect(uniqueAnchor('Saisonstart', new Set())).toBe('saisonstart');
    expect(uniqueAnchor('Saisonstart', new Set(['saisonstart']))).toBe('saisonstart-2');
    expect(uniqueAnchor('Saisonstart', new Set(['saisonstart', 'saisonstart-2']))).toBe('saisonstart-3');
    expect(uniqueAnchor('Größe & Glück!', new Set())).toBe('groesse-glueck');
    expect(uniqueAnchor('…', new Set())).toBe('');
    const taken = takenAnchors([
      { id: 1, slug: 'page-2', locale: 'de', content_type: 'page', object_id: 2, parent: null, layout: 0, order: 0, modules: [{ id: 5, model: 'headline', section: 1, parent: null, column: 0, order: 0, data: { anchor: 'saisonstart' }, children: [] }] },
    ], null);
    expect([...taken]).toEqual(['page-2', 'saisonstart']);
  });
});

describe('named headline styles', () => {
  it('map old free class names to a style', async () => {
    const { headlineStyleOf } = await import('../../../shared/modules/headline');
    expect(['', 'text-center', 'accent-color', 'big', 'foo', 'display'].map(headlineStyleOf)).toEqual(['default', 'centered', 'accent', 'display', 'default', 'display']);
  });
});
