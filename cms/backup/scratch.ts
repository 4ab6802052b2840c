/**
 * A new, empty PGlite for the portable copies (a restore of a PostgreSQL archive into PGlite, and
 * --verify's scratch database). Making a PGlite cluster (initdb, in WASM) costs 5 to 8 s of CPU;
 * loading a dump of one about 1 s. So the first one of a process is made and dumped, and the next
 * ones load that dump (a verify after a restore, the tests' several restores and verifies).
 */
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../db/client';

let blank: Blob | null = null;

/** An empty PGlite cluster, in memory or in `dataDir` (which must not exist yet or be empty). */
export async function blankPglite(dataDir?: string): Promise<PGlite> {
  if (!blank) {
    const made = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    blank = await made.dumpDataDir('none');
    if (!dataDir) return made;
    await made.close();
  }
  return PGlite.create({ dataDir, loadDataDir: blank, extensions: PGLITE_EXTENSIONS });
}
