import sharp from 'sharp';
import { scenePng } from '../cms/seed/images';
sharp.concurrency(2);
(async () => {
  const png = await scenePng('concert-hall', 0);
  for (const alpha of [true, false]) {
    let img = sharp(png); if (!alpha) img = img.removeAlpha();
    const { data, info } = await img.raw().toBuffer({ resolveWithObject: true });
    const base = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    for (const cs of ['4:4:4', '4:2:0'] as const) for (const effort of [2]) {
      let t = Date.now();
      for (const w of [1600, 960, 400, 1240, 320]) await base.clone().resize({ width: w }).avif({ quality: 50, effort, chromaSubsampling: cs }).toBuffer();
      console.log('alpha', alpha, cs, 'effort', effort, Date.now() - t);
    }
    let t = Date.now();
    for (const w of [1600, 960, 400, 1240, 320]) await base.clone().resize({ width: w }).webp({ quality: 78 }).toBuffer();
    console.log('webp alpha', alpha, Date.now() - t);
  }
})();
