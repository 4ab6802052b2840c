/**
 * The one path of every content write (issue 29). It lives in a folder of its own above content/,
 * http/ and search/ (it locks and versions through content/, reports to http/writeScope.ts and
 * reindexes through search/, which itself reads content/: docs/architecture.md). Whoever writes an owner's content (the page
 * editor's endpoints, publishing and discarding, the admin's pages, the scheduler) goes through one
 * of the entry points below, and each runs the same steps in ONE transaction:
 *
 *   1. lock the owner (a page's row: concurrent writes of one page take turns, versions stay in order)
 *      and record the page's baseline version when it has none (`begin`)
 *   2. the change itself (the caller's `work`); a change of the section's structure (a module added,
 *      moved or deleted, a reorder) bumps the section's version once (`structural`, staleness.ts)
 *   3. mark the owner's draft (editor writes: visitors keep seeing what is published)
 *   4. record the page version (history) and reindex search (`finish`): the owners' documents, and
 *      when what visitors see of a reusable section changed, those of every page that shows it, in
 *      one pass (`reindex`)
 *   5. report to the request's write scope whether only drafts changed (cms/http/writeScope.ts: a
 *      draft-only request does not bump the content version), and which content keys a publish
 *      touched (the owner's, and which sections exist: shared/contentKeys.ts); the scheduler,
 *      outside a request, bumps the content version itself (naming `*`: a go-live or take-down
 *      changes lists, the navigation, links)
 *
 * If anything fails, nothing of it stays. The content tables' writers in cms/content (sections,
 * modules, restore, discard) refuse to run outside this path (`assertInContentWrite`), and
 * cms/write/contentWrite.test.ts checks that cms/api and cms/admin do none of these steps by hand.
 *
 *   editorWrite(db, user, note, (tx, w) => ...)          a page-editor write (sections, modules, reorder, restore, translation)
 *   publicationWrite(db, owner, 'publish' | 'discard' | 'undoPublish' | 'undoDiscard', editorId, note, check?)
 *   reviewWrite(db, owner, editorId, note, (tx, steps) => ...)   a step of the review (cms/write/reviewWrite.ts)
 *   scheduledWrite(db, owner, change, claim)             the scheduler's go-live / take-down (cms/jobs/schedule.ts)
 *   adminPageWrite.before / .after                       the admin's page resource (inside the admin's transaction)
 *   reindexRecord(tx, kind, id)                          the admin's other searchable records (no versions, no drafts)
 */
import { LOCALES, type Locale } from '../../shared/constants';
import type { Db, DbOrTx, Tx } from '../db/client';
import { bumpContentVersion } from '../db/contentVersion';
import { SEARCH_KINDS, type SearchKind } from '../db/schema/search';
import { reindexObject, reindexObjects } from '../search/indexer';
import { currentEditAction, reportKeys, reportWrite } from '../http/writeScope';
import { ALL_KEYS, objectKey, SECTIONS_KEY } from '../../shared/contentKeys';
import { isDrafted, keepShownLocales, markDraft, publicationRow, publishApproved, publishDraft, type DraftOwner } from '../content/drafts';
import { showLocales } from '../content/languageVersions';
import { settleReview, takeApproval } from '../content/reviews';
import { loadPageRow, lockPage } from '../content/pageState';
import { ensureBaseline, recordVersion } from '../content/pageVersions';
import { pagesShowingShared, sharedRow } from '../content/sharedSections';
import { ensureSharedBaseline, recordSharedVersion } from '../content/sharedVersions';
import { discardDraft, ownerRow } from '../content/publication';
import { restoreBeforePublish, restoreDiscarded } from '../content/publicationUndo';
import { updateSection, type SectionValues } from '../content/sections';
import { structuralChange } from '../content/staleness';
import type { SectionOwner, SectionRow } from '../content/tree';
import { openContentWrite } from '../content/writeGuard';

const isSearchKind = (kind: string): kind is SearchKind => (SEARCH_KINDS as readonly string[]).includes(kind);
const sameOwner = (a: SectionOwner, b: SectionOwner) => a.content_type === b.content_type && a.object_id === b.object_id;

/** Step 1: a page's row is locked and gets its baseline version (the state before the first recorded change). */
async function begin(tx: Tx, owner: SectionOwner, baseline = true): Promise<void> {
  // a reusable section has a history of its own (cms/content/sharedVersions.ts)
  if (owner.content_type === 'shared' && owner.object_id !== null && baseline && (await sharedRow(tx, owner.object_id))) await ensureSharedBaseline(tx, owner.object_id);
  if (owner.content_type !== 'page' || owner.object_id === null) return;
  await lockPage(tx, owner.object_id);
  if (baseline) await ensureBaseline(tx, owner.object_id);
}

/**
 * Step 4: the page's version (when the page still exists) and the search documents (`reindex`). `shown`:
 * what visitors see of the owner changed (a publish, its undo), not only its draft.
 */
async function finish(tx: Tx, owner: SectionOwner, editorId: number | null, note: string, action?: string, shown = true): Promise<void> {
  if (owner.object_id === null) return;
  await history(tx, owner, editorId, note, action);
  await reindex(tx, [owner], shown);
}

/**
 * The search documents of `owners`, and of `pages` besides: one pass per kind (a single object as
 * `reindexObject`, several batched). A reusable section has no documents of its own; when what
 * visitors see of it changed (`shown`), every page that shows it is reindexed in the same pass
 * (its text is part of theirs, cms/search/documents.ts).
 */
async function reindex(tx: Tx, owners: readonly SectionOwner[], shown: boolean, pages: readonly number[] = []): Promise<void> {
  const ids = new Map<SearchKind, Set<number>>();
  const add = (kind: SearchKind, id: number) => (ids.get(kind) ?? ids.set(kind, new Set()).get(kind)!).add(id);
  for (const owner of owners) if (owner.object_id !== null && isSearchKind(owner.content_type)) add(owner.content_type, owner.object_id);
  const shared = owners.flatMap((o) => (o.content_type === 'shared' && o.object_id !== null ? [o.object_id] : []));
  const showing = shown ? await pagesShowingShared(tx, shared) : [];
  for (const id of [...pages, ...showing]) add('page', id);
  for (const [kind, set] of ids) {
    if (set.size === 1) await reindexObject(tx, kind, [...set][0]);
    else await reindexObjects(tx, kind, [...set]);
  }
}

/** The page's version of a step (pages and reusable sections have a history; concerts, stories and persons do not). */
async function history(tx: Tx, owner: SectionOwner, editorId: number | null, note: string, action?: string): Promise<void> {
  if (owner.content_type === 'page' && owner.object_id !== null && (await loadPageRow(tx, owner.object_id))) await recordVersion(tx, owner.object_id, editorId, note, action);
  if (owner.content_type === 'shared' && owner.object_id !== null && (await sharedRow(tx, owner.object_id))) await recordSharedVersion(tx, owner.object_id, editorId, note, action);
}

/** What a page-editor write gets besides its transaction. */
export interface EditorWriteSteps {
  /**
   * Before changing `owner`'s content (once per owner, more calls are free): lock it, baseline, mark
   * its draft. `owner` is resolved INSIDE the transaction (it may need the locked section); null =
   * nothing to lock, version or reindex.
   */
  before(owner: SectionOwner | null): Promise<void>;
  /**
   * A change of the section's structure (with `values`: its layout, anchor or place too): its next
   * version (once per write), by the writing editor.
   */
  structural(section: SectionRow, values?: Partial<SectionValues>): Promise<SectionRow>;
  /**
   * Pages whose search documents change although they are no owner of the write (a reusable section
   * they show went to the trash or came back: cms/content/sharedSections.ts pagesShowingShared);
   * reindexed with the owners, in one pass.
   */
  reindexPages(ids: readonly number[]): void;
}

/**
 * A page-editor write of sections and modules: `work` does the change, this path the rest. `note`
 * names the change in the page's history (from the result when it is a function).
 */
export async function editorWrite<T>(
  db: Db,
  user: { id: number },
  note: string | ((result: T) => string),
  work: (tx: Tx, steps: EditorWriteSteps) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    openContentWrite(tx);
    const owners: SectionOwner[] = [];
    const bumped = new Map<number, SectionRow>();
    const pages = new Set<number>();
    const steps: EditorWriteSteps = {
      async before(owner) {
        if (!owner || owners.some((o) => sameOwner(o, owner))) return;
        owners.push(owner);
        await begin(tx, owner);
        // the change goes into the owner's draft: visitors keep seeing what is published
        await markDraft(tx, owner, user.id);
      },
      async structural(section, values) {
        const done = bumped.get(section.id);
        if (done && !values) return done;
        const row = await updateSection(tx, done ?? section, { ...values, ...(done ? {} : structuralChange(section, user.id)) });
        bumped.set(section.id, row);
        return row;
      },
      reindexPages(ids) {
        for (const id of ids) pages.add(id);
      },
    };
    const result = await work(tx, steps);
    // drafted owners only: nothing visitors see changed (no content version bump); anything else counts
    reportWrite(owners.length > 0 && owners.every(isDrafted));
    const text = typeof note === 'function' ? note(result) : note;
    for (const owner of owners) await history(tx, owner, user.id, text, currentEditAction());
    // the owners' changes are drafts (a reusable section's draft changes no page's documents)
    await reindex(tx, owners, false, [...pages]);
    return result;
  });
}

/** What a change of an owner's published sections touches: the owner, and which section slugs exist. */
const publishedKeys = (owner: DraftOwner) => [objectKey(owner.content_type, owner.object_id), SECTIONS_KEY];

/** What an editor does to an owner's draft as a whole: publish or discard it, or undo either (cms/content/publicationUndo.ts). */
export type PublicationChange = 'publish' | 'discard' | 'undoPublish' | 'undoDiscard';

/**
 * The draft becomes public; the review waiting for it is settled (cms/content/reviews.ts). A page's
 * language version made in the editor and not published yet is shown from now on (issue 45 item 3):
 * its address answers, the language switch, menus and sitemap name it (every cached page may link
 * to it: all keys).
 */
async function publishNow(tx: Tx, owner: DraftOwner, editorId: number | null, locales?: readonly Locale[]): Promise<boolean> {
  const changed = await publishDraft(tx, owner, editorId, locales);
  const shown = owner.content_type === 'page' ? await showLocales(tx, owner.object_id, locales ?? LOCALES) : [];
  if (shown.length > 0) {
    await keepShownLocales(tx, owner, editorId, shown, changed);
    reportKeys([ALL_KEYS]);
  }
  if (changed || shown.length > 0) await settleReview(tx, owner, 'approved', editorId);
  return changed || shown.length > 0;
}

const PUBLICATION_CHANGES: Record<PublicationChange, (tx: Tx, owner: DraftOwner, editorId: number, locales?: readonly Locale[]) => Promise<boolean>> = {
  publish: publishNow,
  async discard(tx, owner, editorId, locales) {
    const changed = await discardDraft(tx, owner, editorId, locales);
    if (changed) await settleReview(tx, owner, 'withdrawn', editorId);
    return changed;
  },
  undoPublish: restoreBeforePublish,
  undoDiscard: restoreDiscarded,
};

/**
 * Publishing or discarding an owner's draft (in `locales` only when given: the other languages keep
 * their draft), or undoing that, by an editor; false when there was nothing to do. `check` runs
 * under the owner's lock before the change (a stale check: it throws).
 */
export async function publicationWrite(
  db: Db,
  owner: DraftOwner,
  kind: PublicationChange,
  editorId: number,
  note: string,
  check?: (tx: Tx) => Promise<void>,
  locales?: readonly Locale[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    openContentWrite(tx);
    // the owner's row, locked (404 when there is none); these record no baseline of their own (but a reusable section's first)
    await ownerRow(tx, owner, true);
    if (owner.content_type === 'shared') await ensureSharedBaseline(tx, owner.object_id);
    await check?.(tx);
    const changed = await PUBLICATION_CHANGES[kind](tx, owner, editorId, locales);
    // a discard and its undo change the draft only
    if (changed) await finish(tx, owner, editorId, note, undefined, kind === 'publish' || kind === 'undoPublish');
    reportKeys(changed ? publishedKeys(owner) : []);
    return changed;
  });
}

/** A scheduled change claimed (cms/jobs/schedule.ts): a go-live's languages (null: every language). */
export interface Claimed {
  locales: readonly Locale[] | null;
}

/**
 * The scheduler's change of an owner: `claim` takes it through the database (null: not due any
 * more, nothing happens); a go-live publishes the draft of the languages claimed with it. Returns the
 * content version after it, or null when not claimed. Runs outside a request, so it bumps the content
 * version itself.
 */
export async function scheduledWrite(db: Db, owner: DraftOwner, change: 'live' | 'offline', note: string, claim: (tx: Tx) => Promise<Claimed | null>): Promise<number | null> {
  return db.transaction(async (tx) => {
    openContentWrite(tx);
    const claimed = await claim(tx);
    if (!claimed) return null;
    if (change === 'live') await goLive(tx, owner, claimed.locales);
    // the claim holds the row's lock; the baseline comes after the change, as it always has here
    if (owner.content_type === 'page') await ensureBaseline(tx, owner.object_id);
    await finish(tx, owner, null, note);
    return bumpContentVersion(tx);
  });
}

/**
 * A go-live publishes the draft of `locales` (null: every language; the others keep their draft);
 * when a reviewer approved it for this go-live and it changed since, what was approved goes live
 * instead and the later changes stay a draft (nothing unreviewed goes out).
 */
async function goLive(tx: Tx, owner: DraftOwner, locales: readonly Locale[] | null): Promise<void> {
  const approved = await takeApproval(tx, owner);
  const draft = await publicationRow(tx, owner);
  const changedSince = approved && draft?.has_draft && (draft.draft_updated_at?.toISOString() ?? null) !== approved.at;
  if (approved && changedSince) {
    await publishApproved(tx, owner, approved, null, locales ?? undefined);
    await settleReview(tx, owner, 'approved', null);
  } else await publishNow(tx, owner, null, locales ?? undefined);
}

/**
 * A step of the review (cms/write/reviewWrite.ts): `work` runs under the owner's lock and may
 * publish the draft (`steps.publish`, as Publish does, in `locales` only when given); the page's
 * history records the step (`note`). A step that published nothing changed nothing visitors see (no
 * content-version bump).
 */
export async function reviewWrite<T>(
  db: Db,
  owner: DraftOwner,
  editorId: number,
  note: string | ((result: T) => string),
  work: (tx: Tx, steps: { publish(locales?: readonly Locale[]): Promise<boolean> }) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    openContentWrite(tx);
    await ownerRow(tx, owner, true);
    let published = false;
    const result = await work(tx, { publish: async (locales) => (published = await publishNow(tx, owner, editorId, locales)) });
    reportWrite(!published);
    if (published) reportKeys(publishedKeys(owner));
    const text = typeof note === 'function' ? note(result) : note;
    if (published) await finish(tx, owner, editorId, text);
    else await history(tx, owner, editorId, text);
    return result;
  });
}

/** The admin's page resource: its hooks run inside the admin's own write transaction. */
export const adminPageWrite = {
  /** before an update of page `id`: lock, baseline */
  async before(tx: Tx, id: number): Promise<void> {
    openContentWrite(tx);
    await begin(tx, { content_type: 'page', object_id: id });
  },
  /** after a create or update: the version, and the search documents of every page whose path changed */
  async after(tx: Tx, id: number, editorId: number | null, note: string, touched: readonly number[]): Promise<void> {
    await recordVersion(tx, id, editorId, note);
    await reindexObjects(tx, 'page', touched);
  },
  /** after a delete: its search documents go */
  async deleted(tx: Tx, id: number): Promise<void> {
    await reindexObject(tx, 'page', id);
  },
};

/** A searchable record written by the admin (a concert, story, person, download directory): its search documents. */
export async function reindexRecord(db: DbOrTx, kind: SearchKind, id: number): Promise<void> {
  await reindexObject(db, kind, id);
}
