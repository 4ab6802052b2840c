/**
 * Test helpers for the seed. Rendition files are named by their recipe (cms/media/renditions.ts),
 * so a MEDIA_DIR shared between test runs makes every seed after the first skip all encoding:
 *
 *   const cms = await createTestCms({ env: { MEDIA_DIR: seedMediaCache() } });
 *   await seedDemo(cms.db, cms.config);   // ~110 s of CPU the first time, a few seconds after
 *
 * `npm test` fills the folder once before its Jest run (`warmSeedMediaCache`, scripts/warmSeedMedia.ts),
 * so the seed's tests on both databases and the browser tests' server (which starts from a copy of
 * it) encode nothing; each would otherwise encode the same pictures at the same time.
 * The folder lives in the OS temp dir and is never removed by the tests (delete it at will).
 */
import { loadConfig } from '../config';
import { sha256 } from '../media/files';
import { detectImage, makeRenditions, makeRenditionsForSpeed } from '../media/renditions';
import { mediaStore } from '../media/store';
import { seedMediaCache } from './mediaCache';
import { draw, seedPictures } from './steps/images';

export { seedMediaCache };

/**
 * Makes the renditions of every seed picture in `dir` that are not there yet, exactly as the seed's
 * storeImage would (same recipe, same names), on every core. Answers how many pictures it went through.
 */
export async function warmSeedMediaCache(dir = seedMediaCache()): Promise<number> {
  makeRenditionsForSpeed();
  const store = mediaStore(loadConfig({ NODE_ENV: 'test', MEDIA_DIR: dir }));
  const pictures = seedPictures();
  for (const picture of pictures) {
    const png = await draw(picture);
    const focal = picture.focal ? { x: picture.focal[0], y: picture.focal[1] } : null;
    await makeRenditions(store, png, sha256(png), await detectImage(png), focal);
  }
  return pictures.length;
}
