import sharp from 'sharp';
import { scenePng, portraitPng } from '../cms/seed/images';
import { ENCODERS } from '../cms/media/storeImage';
sharp.concurrency(2);
(async () => {
  for (const [name, mk] of [['scene', () => scenePng('concert-hall', 0)], ['portrait', () => portraitPng('AB', 1)], ['geo', () => scenePng('geometric', 2)]] as const) {
    let t = Date.now();
    const png = await mk();
    console.log(name, 'render', Date.now() - t, png.length);
    t = Date.now();
    const { data, info } = await sharp(png).rotate().resize({ width: 1920, withoutEnlargement: true }).toColourspace('srgb').raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
    console.log(' decode', Date.now() - t, info.channels);
    const base = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    for (const f of ['webp', 'avif', 'jpeg'] as const) {
      t = Date.now();
      for (const w of [1600, 960, 400, 1240, 320]) await ENCODERS[f](base.clone().resize({ width: Math.min(w, info.width) })).toBuffer();
      console.log(' ', f, Date.now() - t);
    }
  }
})();
