/**
 * `npm run backup -- FILE [--media]` and `npm run backup -- --verify FILE` (build/cms/backup.js, run
 * with plain Node): cms/backup/backup.ts and cms/backup/verify.ts. Reads the back end's environment
 * (DATABASE_URL or DATA_DIR, MEDIA_DIR / MEDIA_STORAGE). A command: it runs when loaded.
 */
import { loadConfig } from '../config';
import { backup } from './backup';
import { appVersion, runCommand } from './cli';
import { verify } from './verify';

const USAGE = 'Usage: npm run backup -- FILE [--media]   (or: npm run backup -- --verify FILE)';

runCommand(async () => {
  const args = process.argv.slice(2);
  const flags = args.filter((a) => a.startsWith('--'));
  const files = args.filter((a) => !a.startsWith('--'));
  const unknown = flags.filter((f) => f !== '--media' && f !== '--verify');
  if (unknown.length || files.length !== 1 || (flags.includes('--verify') && flags.includes('--media'))) {
    console.error(`${unknown.length ? `Unknown option ${unknown[0]}. ` : files.length ? '' : 'Name the archive file. '}${USAGE}`);
    return 1;
  }
  if (flags.includes('--verify')) return (await verify(files[0])).ok ? 0 : 1;
  await backup({ config: loadConfig(), file: files[0], media: flags.includes('--media'), appVersion: appVersion() });
  return 0;
});
