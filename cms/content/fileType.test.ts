/** Upload types are decided by content (magic bytes, zip directory, UTF-8 text), never by name. */
import { DOCM, DOCX, EXE, GIF, JPEG, LATIN1, PDF, PLAIN_ZIP, PNG, TEXT, WEBP, XLSX, zip } from '../test/fixtures/files';
import { detectFileType, zipEntryNames } from './fileType';

test.each([
  ['PDF', PDF, 'application/pdf'],
  ['PNG', PNG, 'image/png'],
  ['JPEG', JPEG, 'image/jpeg'],
  ['GIF', GIF, 'image/gif'],
  ['WebP', WEBP, 'image/webp'],
  ['Word', DOCX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['Excel', XLSX, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ['UTF-8 text', TEXT, 'text/plain'],
])('accepts %s', (_name, data, mime) => {
  expect(detectFileType(data)?.mime).toBe(mime);
});

test.each([
  ['an executable', EXE],
  ['Latin-1 text (not UTF-8)', LATIN1],
  ['text with NUL bytes', Buffer.from('abc\u0000def')],
  ['a plain zip archive', PLAIN_ZIP],
  ['a macro-enabled Word document', DOCM],
  ['a truncated zip', DOCX.subarray(0, DOCX.length - 30)],
  ['an empty file', Buffer.alloc(0)],
  ['"%PDF-" not at the start', Buffer.from('hello %PDF-1.4 \u0000')],
])('refuses %s', (_name, data) => {
  expect(detectFileType(data)).toBeNull();
});

test('zipEntryNames reads the central directory', () => {
  expect(zipEntryNames(zip({ 'a.txt': 'a', 'dir/b.xml': 'b' }))).toEqual(['a.txt', 'dir/b.xml']);
  expect(zipEntryNames(Buffer.from('PK\u0003\u0004 nothing else'))).toBeNull();
});
