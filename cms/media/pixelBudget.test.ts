/**
 * Pixel bombs (issue 31): an image over MAX_INPUT_PIXELS is refused from its header as
 * `image_too_large` (400), whatever its file size, never as an unsupported type; image processing
 * runs MAX_CONCURRENT_DECODES at a time, its renditions are encoded one after the other, with one
 * libvips thread and no operation cache. The memory figures: `npm run bench -- --pixels`.
 */
import zlib from 'node:zlib';
import sharp, { type Sharp } from 'sharp';
import { checkDecodes, detectImage, makeRenditions, MAX_CONCURRENT_DECODES, MAX_INPUT_PIXELS, RENDITIONS } from './renditions';
import type { MediaStore } from './store';

/** A PNG whose header claims `width`x`height` (the pixel data is a stub: only the header is read). */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bit, RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(Buffer.alloc(16))), chunk('IEND', Buffer.alloc(0))]);
}

test('a header of 100000 x 100000 is image_too_large (400), not an unsupported type', async () => {
  await expect(detectImage(pngHeader(100_000, 100_000))).rejects.toMatchObject({ status: 400, code: 'image_too_large' });
});

test('a small flat PNG of 9,990 x 9,990 (a decompression bomb) is refused before any decode', async () => {
  expect(MAX_INPUT_PIXELS).toBeLessThan(9990 * 9990);
  await expect(detectImage(pngHeader(9990, 9990))).rejects.toMatchObject({ status: 400, code: 'image_too_large' });
  // a photo of a 45-megapixel camera still passes
  await expect(detectImage(pngHeader(8256, 5504))).resolves.toMatchObject({ type: 'png', width: 8256, height: 5504 });
});

/** Runs `work` counting sharp's toBuffer calls (each a decode or an encode): how many, and the most at once. */
async function countingWork(work: () => Promise<unknown>): Promise<{ calls: number; most: number }> {
  let running = 0;
  let most = 0;
  let calls = 0;
  const original = sharp.prototype.toBuffer;
  const spy = jest.spyOn(sharp.prototype, 'toBuffer').mockImplementation(function (this: Sharp, ...args: unknown[]) {
    calls++;
    running++;
    most = Math.max(most, running);
    return (original as (...a: unknown[]) => Promise<unknown>).apply(this, args).finally(() => running--) as never;
  });
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return { calls, most };
}

test('decodes run at most MAX_CONCURRENT_DECODES at a time', async () => {
  const image = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#336699' } }).png().toBuffer();
  const { most } = await countingWork(() => Promise.all([0, 1, 2, 3].map(() => checkDecodes(image))));
  expect(most).toBe(MAX_CONCURRENT_DECODES);
});

test('the renditions of uploads made at once are encoded one at a time, with one libvips thread and no operation cache', async () => {
  expect(MAX_CONCURRENT_DECODES).toBe(1);
  expect(sharp.concurrency()).toBe(1);
  expect(sharp.cache()).toMatchObject({ memory: { max: 0 }, items: { max: 0 }, files: { max: 0 } });
  const written: string[] = [];
  const store: MediaStore = { kind: 'local', write: async (file) => void written.push(file), exists: async () => false, read: async () => Buffer.alloc(0), remove: async () => {}, move: async () => {} };
  const uploads = await Promise.all(
    ['#336699', '#993366'].map((background) => sharp({ create: { width: 1200, height: 800, channels: 3, background } }).jpeg().toBuffer()),
  );
  const { calls, most } = await countingWork(() =>
    Promise.all(uploads.map((file, i) => makeRenditions(store, file, `sha${i}`.padEnd(64, '0'), { width: 1200, height: 800 }, null))),
  );
  // every rendition in three formats, plus one decode per upload; never two at once
  expect(written).toHaveLength(2 * RENDITIONS.length * 3);
  expect(calls).toBe(written.length + 2);
  expect(most).toBe(1);
});
