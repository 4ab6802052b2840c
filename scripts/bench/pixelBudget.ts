/**
 * `npm run bench -- --pixels`: the memory an image upload costs (issue 31, pixel bombs). Makes flat
 * images of the given sizes (a few KB each as PNG, like a decompression bomb; a JPEG too, which
 * libvips can decode at a reduced size), runs what an upload does with each (cms/media/renditions.ts:
 * detect, the decode check, every rendition), one at a time and four at once, each measurement in a
 * fresh process, and reports the peak RSS (VmRSS sampled every 5 ms, and the kernel's VmHWM) above
 * the process's RSS before the upload, the absolute peak, and the time taken. Run it as the server
 * runs (MALLOC_ARENA_MAX=2, scripts/lib/serverProcess.ts) or without, to compare.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { checkDecodes, detectImage, makeRenditions, MAX_CONCURRENT_DECODES, MAX_INPUT_PIXELS } from '../../cms/media/renditions';
import type { MediaStore } from '../../cms/media/store';

/** Keeps nothing: the bench measures decoding and encoding, not the disk. */
const nullStore: MediaStore = { kind: 'local', write: async () => {}, exists: async () => false, read: async () => Buffer.alloc(0), remove: async () => {}, move: async () => {} };

/** What an upload does with an image: detect, check, make every rendition. */
async function upload(file: Buffer): Promise<void> {
  const detected = await detectImage(file);
  await checkDecodes(file);
  await makeRenditions(nullStore, file, 'bench', detected, null);
}

/** A flat `width`x`height` image in `format` (made in the parent, so its making costs the measuring process nothing). */
async function image(width: number, height: number, format: 'png' | 'jpeg'): Promise<Buffer> {
  const create = sharp({ create: { width, height, channels: 3, background: '#808080' }, limitInputPixels: false });
  return format === 'png' ? create.png({ compressionLevel: 9 }).toBuffer() : create.jpeg({ quality: 85 }).toBuffer();
}

function status(field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync('/proc/self/status', 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

const MiB = 1024 * 1024;

/** One measurement in this process: `parallel` uploads of `file` at once; prints the RSS figures in MiB. */
async function measureHere(file: string, parallel: number): Promise<void> {
  const bytes = fs.readFileSync(file);
  if (global.gc) global.gc();
  const start = status('VmRSS');
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  let refused = 0;
  const started = Date.now();
  await Promise.all(Array.from({ length: parallel }, () => upload(bytes).catch(() => refused++)));
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage.rss());
  const hwm = status('VmHWM');
  console.log(JSON.stringify({ start: Math.round(start / MiB), grown: Math.round((peak - start) / MiB), hwmGrown: Math.round((hwm - start) / MiB), hwm: Math.round(hwm / MiB), refused, ms: Date.now() - started }));
}

interface Figures {
  start: number;
  grown: number;
  hwmGrown: number;
  hwm: number;
  refused: number;
  ms: number;
}

/** Each measurement in a fresh process: RSS that glibc keeps after one run would hide the next. */
export async function pixelBudgetBench(): Promise<void> {
  console.log(`MAX_INPUT_PIXELS ${MAX_INPUT_PIXELS.toLocaleString('en')}, decodes at once ${MAX_CONCURRENT_DECODES}, MALLOC_ARENA_MAX ${process.env.MALLOC_ARENA_MAX ?? 'unset'}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pixels-'));
  try {
    const cases: [number, number, 'png' | 'jpeg'][] = [[4000, 4000, 'png'], [4000, 4000, 'jpeg'], [7000, 7000, 'png'], [9990, 9990, 'png']];
    console.log('| Image | one upload: peak RSS growth (VmHWM growth), peak, time | four at once |');
    console.log('|---|---:|---:|');
    for (const [width, height, format] of cases) {
      const bytes = await image(width, height, format);
      const file = path.join(dir, `${width}x${height}.${format}`);
      fs.writeFileSync(file, bytes);
      const cells: string[] = [`${width} x ${height} ${format.toUpperCase()} (${((width * height) / 1e6).toFixed(1)} MP, ${Math.round(bytes.length / 1024)} KB)`];
      for (const parallel of [1, 4]) {
        const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', __filename, file, String(parallel)], { encoding: 'utf8' });
        const f = JSON.parse(out.trim().split('\n').pop() ?? '{}') as Figures;
        cells.push(`+${f.grown} MiB (+${f.hwmGrown}), ${f.hwm} MiB, ${(f.ms / 1000).toFixed(1)} s${f.refused ? ` (${f.refused} refused)` : ''}`);
      }
      console.log(`| ${cells.join(' | ')} |`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  const [file, parallel] = process.argv.slice(2);
  void (file ? measureHere(file, Number(parallel) || 1) : pixelBudgetBench());
}
