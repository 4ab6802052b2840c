/**
 * Every text the admin shows exists in German and English (docs/admin.md#language): react-admin's
 * whole English catalogue has a German counterpart with the same %{values}, every key the screens
 * name is defined, no screen writes a label of its own, and the back end's messages are translated.
 */
import fs from 'node:fs';
import path from 'node:path';
import englishMessages from 'ra-language-english';
import { messages as httpMessages } from '../../errors/messages';
import { adminMessages, adminMessagesDe } from '../api/messages';
import { FIELD_NAMES, messagesOf } from './messages';
import { HTTP_MESSAGES_DE, localizeServerMessage } from './serverMessages';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[name] = value;
    else Object.assign(out, flatten(value, name));
  }
  return out;
}

const de = flatten(messagesOf('de') as unknown as Tree);
const en = flatten(messagesOf('en') as unknown as Tree);
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

const appDir = __dirname;
const sources = fs
  .readdirSync(appDir)
  .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'))
  .map((file) => ({ file, text: fs.readFileSync(path.join(appDir, file), 'utf8') }));

test('both languages have the same keys, with the same %{values}', () => {
  expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  for (const key of Object.keys(en)) expect([key, placeholders(de[key])]).toEqual([key, placeholders(en[key])]);
});

test("every string of react-admin's English catalogue is German in the German admin", () => {
  const english = flatten(englishMessages as unknown as Tree);
  // the same word in both languages, on purpose
  const same = new Set(['ra.boolean.null', 'ra.page.list', 'ra.page.edit', 'ra.page.show', 'ra.message.details']);
  const untranslated = Object.keys(english).filter((key) => !same.has(key) && de[key] === english[key]);
  expect(untranslated).toEqual([]);
});

test('every admin key the screens use is defined; no screen writes a label of its own', () => {
  const missing: string[] = [];
  for (const { file, text } of sources) {
    for (const match of text.matchAll(/['"`](admin\.[\w.]+|ra\.[\w.]+|resources\.[\w-]+\.name)['"`]/g)) if (!(match[1] in de)) missing.push(`${file}: ${match[1]}`);
    for (const match of text.matchAll(/\blabel(?:In)?\('([\w]+)'/g)) if (!FIELD_NAMES.includes(match[1])) missing.push(`${file}: field ${match[1]}`);
    for (const match of text.matchAll(/\bchoicesOf\('([\w]+)'\)/g)) if (!Object.keys(de).some((key) => key.startsWith(`admin.choice.${match[1]}.`))) missing.push(`${file}: choices ${match[1]}`);
    // a label, tab, title or text given as a literal would show the same in both languages
    for (const match of text.matchAll(/(?<![-\w])(label|emptyText|helperText)="([^"]*)"/g)) if (!/^(admin|ra)\./.test(match[2])) missing.push(`${file}: ${match[0]}`);
    for (const match of text.matchAll(/(?<![-\w])label=\{`/g)) missing.push(`${file}: ${match[0]}`);
  }
  expect(missing).toEqual([]);
});

test('the rich-text toolbar of the admin is named in both languages', () => {
  for (const key of ['bold', 'italic', 'list_bulleted', 'list_numbered', 'link']) {
    expect(de[`ra.tiptap.${key}`]).toBeTruthy();
    expect(en[`ra.tiptap.${key}`]).toBeTruthy();
  }
  expect(de['ra.tiptap.bold']).toBe('Fett');
});

describe("the back end's messages in the editor's language", () => {
  test('every admin message has its German', () => {
    for (const key of Object.keys(adminMessages) as (keyof typeof adminMessages)[]) {
      const english = adminMessages[key];
      const german = adminMessagesDe[key];
      const [from, to] = typeof english === 'function' && typeof german === 'function' ? [english(256), german(256)] : [english as string, german as string];
      expect([key, localizeServerMessage(from, 'de')]).toEqual([key, to]);
      expect(localizeServerMessage(from, 'en')).toBe(from);
      expect(to).not.toBe(from);
    }
  });

  test('the framework messages, a CSRF failure with its reason, and unknown messages', () => {
    for (const key of Object.keys(httpMessages) as (keyof typeof httpMessages)[]) expect(localizeServerMessage(httpMessages[key], 'de')).toBe(HTTP_MESSAGES_DE[key]);
    expect(localizeServerMessage(`${httpMessages.csrfFailed} CSRF cookie not set.`, 'de')).toBe(HTTP_MESSAGES_DE.csrfFailed);
    expect(localizeServerMessage('Ensure this value has at most 1000 characters.', 'de')).toBe('Höchstens 1000 Zeichen.');
    expect(localizeServerMessage('Something only the server knows.', 'de')).toBe('Something only the server knows.');
  });
});
