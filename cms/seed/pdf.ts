/**
 * A minimal, valid one-page PDF 1.4 written by hand (no library, no download): a teal header bar,
 * a bold title, a subtitle and wrapped paragraphs in Helvetica (WinAnsi encoding, so German
 * umlauts and ß print). Enough for demo press releases and programme sheets.
 */

export interface PdfContent {
  title: string;
  subtitle?: string;
  paragraphs: string[];
  /** document info */
  author?: string;
}

const PAGE_W = 595; // A4 in points
const PAGE_H = 842;
const MARGIN = 56;

/** Characters outside WinAnsi become '?'; the PDF string delimiters are escaped. */
function pdfString(text: string): string {
  const mapped = text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D\u201E]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
  return `(${mapped.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** Greedy word wrap by an average Helvetica character width. */
export function wrap(text: string, fontSize: number, width: number): string[] {
  const maxChars = Math.max(10, Math.floor(width / (fontSize * 0.5)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export function makePdf(content: PdfContent): Buffer {
  const ops: string[] = [];
  // header bar in the accent colour #00AB9F
  ops.push('0 0.671 0.624 rg', `0 ${PAGE_H - 70} ${PAGE_W} 70 re f`);
  ops.push('1 1 1 rg', 'BT', '/F2 12 Tf', `${MARGIN} ${PAGE_H - 42} Td`, `${pdfString('Philharmonie Flussstadt')} Tj`, 'ET');
  ops.push('0.106 0.165 0.42 rg'); // deep blue text
  let y = PAGE_H - 120;
  for (const line of wrap(content.title, 22, PAGE_W - 2 * MARGIN)) {
    ops.push('BT', '/F2 22 Tf', `${MARGIN} ${y} Td`, `${pdfString(line)} Tj`, 'ET');
    y -= 28;
  }
  if (content.subtitle) {
    ops.push('BT', '/F1 13 Tf', `${MARGIN} ${y} Td`, `${pdfString(content.subtitle)} Tj`, 'ET');
    y -= 30;
  }
  ops.push('0.1 0.1 0.1 rg');
  for (const paragraph of content.paragraphs) {
    for (const line of wrap(paragraph, 11, PAGE_W - 2 * MARGIN)) {
      if (y < MARGIN) break;
      ops.push('BT', '/F1 11 Tf', `${MARGIN} ${y} Td`, `${pdfString(line)} Tj`, 'ET');
      y -= 15;
    }
    y -= 9;
  }
  const stream = Buffer.from(ops.join('\n'), 'latin1');

  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>', 'latin1'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>', 'latin1'),
    Buffer.from(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
      'latin1',
    ),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>', 'latin1'),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>', 'latin1'),
    Buffer.concat([Buffer.from(`<< /Length ${stream.length} >>\nstream\n`, 'latin1'), stream, Buffer.from('\nendstream', 'latin1')]),
    Buffer.from(`<< /Title ${pdfString(content.title)} /Author ${pdfString(content.author ?? 'Philharmonie Flussstadt')} /Producer (orchestra-site demo seed) >>`, 'latin1'),
  ];

  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0].length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}
