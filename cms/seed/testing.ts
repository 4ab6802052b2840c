/**
 * Test helpers for the seed. Rendition files are named by their recipe (cms/media/storeImage.ts),
 * so a MEDIA_DIR shared between test runs makes every seed after the first skip all encoding:
 *
 *   const cms = await createTestCms({ env: { MEDIA_DIR: seedMediaCache() } });
 *   await seedDemo(cms.db, cms.config);   // ~60 s the first time on 2 cores, a few seconds after
 *
 * The folder lives in the OS temp dir and is never removed by the tests (delete it at will).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function seedMediaCache(): string {
  const dir = path.join(os.tmpdir(), 'cms-seed-media-cache');
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}
