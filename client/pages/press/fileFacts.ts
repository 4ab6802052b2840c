/**
 * File facts of press downloads in the visitor's language (size, type). Pure, so the server and the
 * browser render the same text. Apart from ../format.ts, so the stories pages do not carry them.
 */
import type { Locale } from '../../../shared/constants';
import { numberFormat } from '../../../shared/intl';

const SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** Bytes as '834 kB', '1,2 MB' (de) / '1.2 MB' (en): powers of 1024, one decimal from MB on. */
export function formatFileSize(bytes: number, locale: Locale): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return numberFormat(locale, {
    style: 'unit',
    unit: SIZE_UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit >= 2 ? 1 : 0,
  }).format(value);
}

const MIME_LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/gif': 'GIF',
  'image/webp': 'WEBP',
  'image/tiff': 'TIFF',
  'application/zip': 'ZIP',
  'text/plain': 'TXT',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
};

/** The short type of a file ('PDF', 'JPG'): by its MIME type, else by its name's extension. */
export function fileTypeLabel(mime: string, url: string): string {
  const known = MIME_LABELS[mime.toLowerCase()];
  if (known) return known;
  const extension = /\.([a-z0-9]{1,5})(?:[?#].*)?$/i.exec(url)?.[1];
  return extension ? extension.toUpperCase() : mime.split('/').pop()?.toUpperCase() || '?';
}
