/**
 * What a visitor's upload IS, decided from its bytes, never from its name or the browser's
 * Content-Type (both are the sender's claim). Accepted: PDF, JPEG, PNG, GIF, WebP, Word (.docx) and
 * Excel (.xlsx) documents, plain UTF-8 text. Everything else (executables, HTML, SVG with scripts,
 * other zip archives, legacy Office files with macros...) is refused.
 */

export interface FileType {
  mime: string;
  /** extension used for the stored file */
  ext: string;
}

export const ACCEPTED_FILE_TYPES = {
  pdf: { mime: 'application/pdf', ext: 'pdf' },
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  gif: { mime: 'image/gif', ext: 'gif' },
  webp: { mime: 'image/webp', ext: 'webp' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx' },
  text: { mime: 'text/plain', ext: 'txt' },
} as const satisfies Record<string, FileType>;

const startsWith = (data: Buffer, bytes: number[] | string, offset = 0): boolean => {
  const expected = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return data.length >= offset + expected.length && data.subarray(offset, offset + expected.length).equals(expected);
};

/**
 * Names of the entries of a zip archive, read from its central directory (at the end of the file,
 * found through the end-of-central-directory record). null when the archive is malformed.
 */
export function zipEntryNames(data: Buffer, maxEntries = 10_000): string[] | null {
  const EOCD = 0x06054b50;
  const CDH = 0x02014b50;
  const earliest = Math.max(0, data.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = data.length - 22; i >= earliest; i--) {
    if (data.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = data.readUInt16LE(eocd + 10);
  let offset = data.readUInt32LE(eocd + 16);
  if (entries > maxEntries) return null;
  const names: string[] = [];
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > data.length || data.readUInt32LE(offset) !== CDH) return null;
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const commentLength = data.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > data.length) return null;
    names.push(data.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** UTF-8 text without NUL or other control characters than tab, line feed, form feed, carriage return. */
function isPlainText(data: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}

/** The accepted type of the bytes, or null. */
export function detectFileType(data: Buffer): FileType | null {
  if (data.length === 0) return null;
  if (startsWith(data, '%PDF-')) return ACCEPTED_FILE_TYPES.pdf;
  if (startsWith(data, [0xff, 0xd8, 0xff])) return ACCEPTED_FILE_TYPES.jpeg;
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return ACCEPTED_FILE_TYPES.png;
  if (startsWith(data, 'GIF87a') || startsWith(data, 'GIF89a')) return ACCEPTED_FILE_TYPES.gif;
  if (startsWith(data, 'RIFF') && startsWith(data, 'WEBP', 8)) return ACCEPTED_FILE_TYPES.webp;
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) {
    const names = zipEntryNames(data);
    if (!names || !names.includes('[Content_Types].xml')) return null;
    // macro-enabled documents (.docm, .xlsm) carry a VBA project: refused
    if (names.some((n) => n.toLowerCase().endsWith('vbaproject.bin'))) return null;
    if (names.includes('word/document.xml')) return ACCEPTED_FILE_TYPES.docx;
    if (names.includes('xl/workbook.xml')) return ACCEPTED_FILE_TYPES.xlsx;
    return null;
  }
  return isPlainText(data) ? ACCEPTED_FILE_TYPES.text : null;
}
