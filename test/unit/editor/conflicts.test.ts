/** The conflict dialog's line from a 409 (client/editor/conflicts.ts): what · who · when, for any owner. */
import i18next from 'i18next';
import de from '../../../client/editor/i18n/de.json';
import en from '../../../client/editor/i18n/en.json';
import { conflictDetails, describeConflict, isStale } from '../../../client/editor/conflicts';
import { ApiError } from '../../../shared/api/errors';

const i18n = i18next.createInstance({ lng: 'de', resources: { de: { translation: { editor: de } }, en: { translation: { editor: en } } }, initAsync: false, interpolation: { escapeValue: false } });
void i18n.init();
const NOW = Date.parse('2026-11-25T10:00:00Z');

const stale = new ApiError(409, 'stale', 'Zora Zweit hat dieses Modul inzwischen geändert.', undefined, {
  current: { id: 5 },
  changed_by: 'Zora Zweit',
  changed_at: new Date(NOW - 5 * 60_000).toISOString(),
  change: { action: 'changed', target: 'module', model: 'quote', target_id: 5, label: 'Programmhinweis', locale: 'de' },
});

test('a 409 that names its change reads as a history entry, in the editor’s language', () => {
  expect(isStale(stale)).toBe(true);
  const details = { ...conflictDetails(stale), changedBy: 'Zora Zweit' };
  expect(describeConflict(details, 'de', i18n.getFixedT('de'), NOW)).toBe('Zitat „Programmhinweis“ geändert · Zora Zweit · vor 5 Minuten');
  expect(describeConflict(details, 'en', i18n.getFixedT('en'), NOW)).toBe('Quote “Programmhinweis” changed (German version) · Zora Zweit · 5 minutes ago');
  const section = { changedBy: 'Zora Zweit', changedAt: new Date(NOW).toISOString(), change: { action: 'changed' as const, target: 'section' as const, model: null, target_id: 2, label: 'event-3', locale: 'de' as const } };
  expect(describeConflict(section, 'de', i18n.getFixedT('de'), NOW)).toBe('Abschnitt „event-3“ geändert · Zora Zweit · gerade eben');
});

test('without a named change there is no line (the page then loads its newest history entry)', () => {
  const plain = new ApiError(409, 'stale', 'x', undefined, { current: null, changed_by: null });
  expect(describeConflict({ ...conflictDetails(plain), changedBy: null }, 'de', i18n.getFixedT('de'), NOW)).toBe('');
  expect(isStale(new ApiError(409, 'conflict', 'x'))).toBe(false);
});
