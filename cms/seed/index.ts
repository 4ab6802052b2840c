/**
 * The demo orchestra (docs/seed.md): a bilingual season of concerts, the musicians, stories, press
 * downloads, subscriptions, forms, pages with content, navigation, redirects and a demo editor,
 * all generated locally (pictures drawn with sharp, PDFs written by hand; no downloads).
 *
 *   const result = await seedDemo(db, config);          // tests, scripts
 *   await seedOnStart(db, config, logger);              // in-process (tests); startCms() runs cli.ts in a child (child.ts)
 *
 * Idempotent: it runs only on an empty database (no pages, concerts, persons or stories), inside ONE transaction that first takes
 * an advisory lock, so two instances starting at once on PostgreSQL seed once, and a failure leaves
 * nothing half-written (files under MEDIA_DIR are content-addressed, so a retry reuses them).
 */
import { sql } from 'drizzle-orm';
import type { CmsConfig } from '../config';
import { queryRows, type Db, type DbOrTx } from '../db/client';
import type { Logger } from '../logger';
import { reindexAll } from '../search/indexer';
import { berlinToday } from './dates';
import { DEMO_EDITOR, type SeedContext } from './context';
import { countRows } from './counts';
import { generatePassword, seedEditor } from './steps/editor';
import { seedForms } from './steps/forms';
import { seedImages } from './steps/images';
import { seedPages } from './steps/pages';
import { seedPersons } from './steps/persons';
import { seedDownloads } from './steps/press';
import { seedRedirects } from './steps/redirects';
import { seedSeason } from './steps/season';
import { seedStories } from './steps/stories';
import { seedSubscriptions } from './steps/subscriptions';

export { DEMO_EDITOR } from './context';

/** Key of the advisory lock that serialises seeding (next to the migration lock 7_246_001). */
const SEED_LOCK_KEY = 7_246_002;

export interface SeedOptions {
  /** "today" for the season (default: now) */
  now?: Date;
  /** progress messages (default: none) */
  log?: (message: string) => void;
}

export interface SeedResult {
  /** false when the database already had pages (nothing was written) */
  seeded: boolean;
  editor: { username: string; password: string; fromEnv: boolean } | null;
  counts: Record<string, number>;
  /** milliseconds per step */
  timings: Record<string, number>;
}

/**
 * The database counts as seeded (or in use) as soon as it has a page, or any concert, person or
 * story: the seed never mixes its content into somebody else's.
 */
export async function isSeeded(db: DbOrTx): Promise<boolean> {
  const [row] = await queryRows<{ used: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM pages) OR EXISTS (SELECT 1 FROM events) OR EXISTS (SELECT 1 FROM persons) OR EXISTS (SELECT 1 FROM stories) AS used`,
  );
  return Boolean(row?.used);
}

/** '12 persons, 40 events' for the progress lines (tables that do not exist are left out). */
async function made(db: DbOrTx, tables: string[]): Promise<string> {
  const counts = await countRows(db);
  return tables.filter((t) => counts[t] !== undefined).map((t) => `${counts[t]} ${t.replace(/_/g, ' ')}`).join(', ');
}

export async function seedDemo(db: Db, config: Pick<CmsConfig, 'mediaDir' | 'mediaStorage' | 's3' | 'demoEditorPassword'>, options: SeedOptions = {}): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  const timings: Record<string, number> = {};
  const started = Date.now();
  let step = started;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const lap = (name: string, made = '') => {
    const now = Date.now();
    timings[name] = now - step;
    log(`seed: ${name}${made ? ` (${made})` : ''} in ${seconds(now - step)} · ${seconds(now - started)} so far`);
    step = now;
  };
  if (await isSeeded(db)) return { seeded: false, editor: null, counts: {}, timings };

  const password = config.demoEditorPassword ?? generatePassword();
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await isSeeded(tx)) return false; // another instance was faster
    const ctx: SeedContext = { db: tx, config, today: berlinToday(options.now), images: new Map(), pictures: new Map(), log };
    log('seed: drawing the demo pictures and their renditions (webp, avif, jpeg)');
    await seedImages(ctx);
    lap('images', `${ctx.images.size} pictures`);
    await seedEditor(ctx, password);
    lap('editor');
    const people = await seedPersons(ctx);
    const season = await seedSeason(ctx, people);
    lap('persons and season', await made(tx, ['persons', 'events']));
    const storyList = await seedStories(ctx);
    await seedDownloads(ctx, ctx.today.getUTCFullYear());
    await seedSubscriptions(ctx, season);
    await seedForms(ctx);
    lap('stories, press, subscriptions, forms', await made(tx, ['stories', 'download_files', 'subscriptions', 'forms']));
    await seedPages(ctx, season, people, storyList);
    await seedRedirects(ctx);
    lap('pages and redirects', await made(tx, ['pages', 'container_sections', 'modules', 'redirects']));
    await reindexAll(tx);
    lap('search index');
    return true;
  });
  if (!seeded) return { seeded: false, editor: null, counts: {}, timings };
  timings.total = Date.now() - started;
  return {
    seeded: true,
    editor: { username: DEMO_EDITOR, password, fromEnv: config.demoEditorPassword !== null },
    counts: await countRows(db),
    timings,
  };
}

/**
 * The banner printed once, at the first start, with the demo editor's credentials. The login link
 * goes to PUBLIC_URL, else to `siteUrl` (the SSR server's local address, when it embeds the back end).
 */
export function editorBanner(result: SeedResult, config: Pick<CmsConfig, 'publicUrl'>, siteUrl = 'http://localhost:3000'): string {
  const base = (config.publicUrl ?? siteUrl).replace(/\/+$/, '');
  const password = result.editor!.fromEnv ? '(the password from DEMO_EDITOR_PASSWORD)' : result.editor!.password;
  const line = `Demo editor: ${result.editor!.username} / ${password} — log in at ${base}/admin/login/`;
  const rule = '='.repeat(Math.min(100, line.length));
  const note = result.editor!.fromEnv ? '' : '\nThis password is shown only this once. Change it after logging in.';
  return `\n${rule}\nDemo content created (${Math.round((result.timings.total ?? 0) / 100) / 10} s).\n${line}${note}\n${rule}\n`;
}

/**
 * At start (cms/index.ts): seeds an empty database unless SEED=false, logs the timings and prints
 * the editor banner to stdout. A failing seed is logged and does not stop the back end.
 */
export async function seedOnStart(db: Db, config: CmsConfig, logger: Logger, siteUrl?: string): Promise<SeedResult | null> {
  if (!config.seed) return null;
  try {
    if (await isSeeded(db)) return null;
    logger.info('empty database: creating the demo content (SEED=false turns this off)');
    const result = await seedDemo(db, config, { log: (message) => logger.debug(message) });
    if (result.seeded) {
      logger.info({ timings: result.timings, counts: result.counts }, 'demo content created');
      process.stdout.write(editorBanner(result, config, siteUrl));
    }
    return result;
  } catch (err) {
    logger.error({ err }, 'the demo seed failed; the back end starts without demo content');
    return null;
  }
}
