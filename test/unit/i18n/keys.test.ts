/**
 * Every translation key the site names literally (`t('…')`, `key: '…'` of a head or error) exists
 * in both languages: a missing key shows its raw name to visitors. The editor's texts are its own
 * bundle under `editor.` (client/editor/i18n); its field widgets bring theirs (client/editor/finders).
 */
import fs from 'node:fs';
import path from 'node:path';
import editorDe from '../../../client/editor/i18n/de.json';
import editorEn from '../../../client/editor/i18n/en.json';
import de from '../../../shared/i18n/de.json';
import en from '../../../shared/i18n/en.json';
import { calendarTexts } from '../../../client/editor/calendar/texts';
import { sharedTexts } from '../../../client/editor/shared/texts';

const root = path.join(__dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function has(resources: unknown, key: string): boolean {
  const parts = key.split('.');
  const last = parts.pop()!;
  let node = resources as Record<string, unknown> | undefined;
  for (const part of parts) node = node?.[part] as Record<string, unknown> | undefined;
  if (!node || typeof node !== 'object') return false;
  // plural forms: key_one, key_other
  return typeof node[last] === 'string' || Array.isArray(node[last]) || typeof node[`${last}_other`] === 'string';
}

/** `t('a.b')`, `t("a.b")`, `i18n.t('a.b')`, `{ key: 'a.b' }` with a dotted literal key */
const KEY = /(?:\bt\(\s*|\bkey:\s*)['"]([a-zA-Z][\w-]*(?:\.[\w-]+)+)['"]/g;

const used = new Map<string, string>();
const widgets = path.join(root, 'client/editor/finders');
for (const dir of ['client', 'shared', 'server']) {
  for (const file of sourceFiles(path.join(root, dir)).filter((file) => !file.startsWith(widgets))) {
    const source = fs.readFileSync(file, 'utf8');
    // a widget's texts are its own bundle (useWidgetTexts, or a hook over it such as the calendar's useCalendarTexts)
    if (/\buse\w*Texts\(/.test(source)) continue;
    for (const match of source.matchAll(KEY)) used.set(match[1], path.relative(root, file));
  }
}

test('the client names many keys (the pattern finds them)', () => {
  expect(used.size).toBeGreaterThan(100);
});

test.each([
  ['de', { ...de, editor: editorDe }],
  ['en', { ...en, editor: editorEn }],
])('every key named in the source exists in %s', (_locale, resources) => {
  const missing = [...used].filter(([key]) => !has(resources, key)).map(([key, file]) => `${key} (${file})`);
  expect(missing).toEqual([]);
});

/** Every key path of a texts bundle ('a.b', plural forms as their stem). */
function keyPaths(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix.replace(/_(one|other)$/, '')];
  return [...new Set(Object.entries(node).flatMap(([key, value]) => keyPaths(value, prefix ? `${prefix}.${key}` : key)))].sort();
}

test('the content calendar has every text in both languages', () => {
  expect(keyPaths(calendarTexts.en)).toEqual(keyPaths(calendarTexts.de));
  expect(keyPaths(calendarTexts.de).length).toBeGreaterThan(20);
});

test('reusable sections have every text in both languages', () => {
  expect(keyPaths(sharedTexts.en)).toEqual(keyPaths(sharedTexts.de));
  expect(keyPaths(sharedTexts.de).length).toBeGreaterThan(30);
});
