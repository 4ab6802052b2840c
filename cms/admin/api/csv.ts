/**
 * Form entries as CSV for Excel: UTF-8 with a BOM (else Excel reads umlauts as Latin-1), CRLF rows,
 * RFC 4180 quoting (a cell with a comma, quote or line break is quoted, quotes doubled), headers
 * in both languages ("Vorname / First name"), the entry's time in Berlin time as spreadsheets read a
 * date ('2026-11-27 03:55:59', berlinSpreadsheetTime), and cells that a spreadsheet would
 * run as a formula (=, +, -, @, tab, CR at the start) prefixed with an apostrophe (CSV injection).
 */
import { berlinSpreadsheetTime } from '../../../shared/berlinTime';
import type { form_entries, form_fields } from '../../db/schema';

export const CSV_BOM = '\uFEFF';
const FIXED_HEADERS = ['ID', 'Datum (Berliner Zeit) / Date (Berlin time)', 'Sprache / Language'];

type FieldRow = Pick<typeof form_fields.$inferSelect, 'slug' | 'label_de' | 'label_en'>;
type EntryRow = Pick<typeof form_entries.$inferSelect, 'id' | 'created_at' | 'locale' | 'values'>;

export function csvCell(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (Array.isArray(value)) text = value.map(String).join('; ');
  else if (typeof value === 'boolean') text = value ? 'ja / yes' : 'nein / no';
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function header(field: FieldRow): string {
  const de = field.label_de || field.slug;
  const en = field.label_en || de;
  return de === en ? de : `${de} / ${en}`;
}

export function entriesCsv(fields: readonly FieldRow[], entries: readonly EntryRow[]): string {
  const known = new Set(fields.map((f) => f.slug));
  // values of fields deleted since the entry was made are kept, under their slug
  const extra = [...new Set(entries.flatMap((e) => Object.keys(e.values)).filter((k) => !known.has(k)))].sort();
  const lines = [[...FIXED_HEADERS, ...fields.map(header), ...extra].map(csvCell).join(',')];
  for (const entry of entries) {
    lines.push(
      [entry.id, berlinSpreadsheetTime(entry.created_at), entry.locale, ...fields.map((f) => entry.values[f.slug]), ...extra.map((k) => entry.values[k])]
        .map(csvCell)
        .join(','),
    );
  }
  return CSV_BOM + lines.join('\r\n') + '\r\n';
}
