import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../cms/db/client';
import { seedDemo, editorBanner } from '../cms/seed';
(async () => {
  const t0 = Date.now();
  const media = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-media-'));
  const database = await openDatabase({ inMemory: !process.env.DATABASE_URL, databaseUrl: process.env.DATABASE_URL, migrate: true });
  console.log('open+migrate', Date.now() - t0);
  const result = await seedDemo(database.db, { mediaDir: media, demoEditorPassword: null }, { log: console.log });
  console.log(result.counts, result.timings);
  console.log(editorBanner(result, { publicUrl: null }));
  const again = await seedDemo(database.db, { mediaDir: media, demoEditorPassword: null });
  console.log('second', again.seeded);
  console.log('media bytes', require('node:child_process').execSync(`du -sh ${media}`).toString());
  await database.close();
  console.log('total', Date.now() - t0);
})().catch((e) => { console.error(e); process.exit(1); });
