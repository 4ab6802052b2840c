/**
 * The trash empties itself (docs/admin.md "Trash"): every back-end process looks once an hour (and
 * once at its start) for entries deleted more than TRASH_DAYS ago and removes them for good, then
 * the files only they named (an image's original and renditions, a press file). Several instances
 * may run it at once: each entry is deleted by exactly one DELETE, and only that caller removes
 * its files. Nothing visitors see changes (the content was gone since it was trashed), so the
 * content version stays.
 */
import type { CmsConfig } from '../config';
import type { Db } from '../db/client';
import type { ImageRenditions } from '../db/schema';
import type { Logger } from '../logger';
import { removeDeletedDownloadFile, removeDeletedImageFiles } from '../media/deleteFiles';
import { mediaStore } from '../media/store';
import { purgeTrash, type Purged } from '../write/trashWrite';

export const TRASH_PURGE_INTERVAL_MS = 3_600_000;

/** One purge at `now`: the entries it removed (their files removed after the commit; a file left behind is logged). */
export async function runTrashPurge(db: Db, config: CmsConfig, now: Date, logger?: Logger): Promise<Purged[]> {
  const purged = await purgeTrash(db, now, config.trashDays);
  const store = mediaStore(config);
  for (const entry of purged) {
    try {
      for (const image of entry.images) await removeDeletedImageFiles(db, store, image as { file: string; sha256: string; renditions: ImageRenditions | null });
      for (const file of entry.files) await removeDeletedDownloadFile(db, store, file as { file: string });
    } catch (err) {
      logger?.warn({ err, entry: entry.id }, 'trash purge: removing files of a purged entry failed');
    }
  }
  if (purged.length) logger?.info({ count: purged.length, days: config.trashDays }, 'trash purged');
  return purged;
}

/** Runs the purge now and every `intervalMs` (the timer does not keep the process alive). */
export function startTrashPurge({ db, config, logger, intervalMs = TRASH_PURGE_INTERVAL_MS }: { db: Db; config: CmsConfig; logger?: Logger; intervalMs?: number }): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running.then(() => runTrashPurge(db, config, new Date(), logger)).catch((err: unknown) => logger?.error({ err }, 'trash purge failed; trying again in an hour'));
  };
  const first = setTimeout(tick, 0);
  const timer = setInterval(tick, intervalMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
