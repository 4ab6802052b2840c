import fs from 'node:fs';
import sharp from 'sharp';
import { SCENE_NAMES, scenePng, portraitPng, ensemblePng, logoPng } from '../cms/seed/images';
(async () => {
  const t = Date.now();
  const tiles: Buffer[] = [];
  let i = 0;
  for (const name of SCENE_NAMES) { const png = await scenePng(name, i++); tiles.push(await sharp(png).resize(400, 250).png().toBuffer()); }
  tiles.push(await sharp(await portraitPng('JM', 3)).resize(400, 250, { fit: 'contain' }).png().toBuffer());
  tiles.push(await sharp(await ensemblePng(4, 2)).resize(400, 250).png().toBuffer());
  tiles.push(await sharp(await logoPng('Kulturstiftung Flussstadt', 1)).resize(400, 250, { fit: 'contain', background: '#888' }).png().toBuffer());
  console.log('render ms', Date.now() - t);
  const cols = 4; const rows = Math.ceil(tiles.length / cols);
  await sharp({ create: { width: 1600, height: rows * 250, channels: 3, background: '#000' } })
    .composite(tiles.map((b, k) => ({ input: b, left: (k % cols) * 400, top: Math.floor(k / cols) * 250 })))
    .png().toFile('/tmp/seedimg/sheet.png');
})();
