/**
 * `npm run restore -- FILE [--replace]` (build/cms/restore.js, run with plain Node):
 * cms/backup/restore.ts into the database of the back end's environment (DATABASE_URL or DATA_DIR),
 * media into MEDIA_DIR or the bucket. A command: it runs when loaded.
 */
import { loadConfig } from '../config';
import { runCommand } from './cli';
import { restore } from './restore';

const USAGE = 'Usage: npm run restore -- FILE [--replace]';

runCommand(async () => {
  const args = process.argv.slice(2);
  const flags = args.filter((a) => a.startsWith('--'));
  const files = args.filter((a) => !a.startsWith('--'));
  const unknown = flags.filter((f) => f !== '--replace');
  if (unknown.length || files.length !== 1) {
    console.error(`${unknown.length ? `Unknown option ${unknown[0]}. ` : files.length ? '' : 'Name the archive file. '}${USAGE}`);
    return 1;
  }
  // missing media are reported, not a failure: the database is restored (docs/operations.md)
  await restore({ config: loadConfig(), file: files[0], replace: flags.includes('--replace') });
  return 0;
});
