/**
 * Undo of a publish and of a discard (issue 26 item 4; docs/editor.md "Drafts, publishing …").
 *
 * A publish keeps what visitors saw before it (`before_publish`), a discard the draft it threw away
 * (`discarded`), in the owner's content_publications row (cms/content/drafts.ts, ./publication.ts).
 * Undoing a publish makes the kept content what visitors see again, with its publication's time and
 * author (none: the owner was never published, visitors see what they saw before its first draft);
 * the draft rows stay as they are, so what was published is the draft again and nothing is lost.
 * Undoing a discard writes the kept draft back into the rows; visitors keep seeing what is published.
 * Redo is a publish or a discard again. Neither touches the online switch or the schedule: publishing
 * never switched an owner online (the switch and the scheduled go-live do), so its undo does not
 * switch it off, and a go-live still to come publishes the draft then, as it would have.
 *
 * Stale protection (`assertPublicationSince`): an undo or redo names the publication state it is
 * based on (`published_at`, `draft_updated_at` and `is_online` as the step's answer gave them); it is
 * refused (409 'stale') when the owner was published since (by anyone, the scheduled go-live
 * included: what visitors see would be taken back over someone else's publish), switched online or
 * offline since (the admin or the schedule: visitors now see it, or no longer), or its draft was last
 * changed by someone else (a discard included).
 * All of it runs through the one content-write path (cms/write/contentWrite.ts `publicationWrite`).
 */
import { hideLocales } from './languageVersions';
import type { Locale } from '../../shared/constants';
import type { DbOrTx, Tx } from '../db/client';
import { contentOfLocale } from './draftLocales';
import { content_publications, type KeptContent } from '../db/schema';
import { StaleError } from '../errors';
import { editorNameOf, ownerWhere, publishedContent, type DraftOwner } from './drafts';
import { replaceSections } from './pageVersions';
import { ownerRow } from './publication';
import type { ModuleData, SectionData } from './tree';
import { assertInContentWrite } from './writeGuard';

/** The publication state an undo or redo is based on (from PublicationStatus). */
export interface PublicationSeen {
  published_at: string | null;
  draft_updated_at: string | null;
  is_online: boolean;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** 409 'stale' when the owner's publication changed since `seen` (see above); `message` names who, in the request's language. */
export async function assertPublicationSince(tx: DbOrTx, owner: DraftOwner, seen: PublicationSeen, editorId: number, message: (name: string | null) => string): Promise<void> {
  const [row] = await tx
    .select({
      published_at: content_publications.published_at,
      published_by: content_publications.published_by,
      draft_updated_at: content_publications.draft_updated_at,
      draft_updated_by: content_publications.draft_updated_by,
    })
    .from(content_publications)
    .where(ownerWhere(owner))
    .for('update');
  const publishedAt = iso(row?.published_at ?? null);
  const draftAt = iso(row?.draft_updated_at ?? null);
  const published = publishedAt !== seen.published_at;
  const switched = (await ownerRow(tx, owner)).is_online !== seen.is_online;
  if (!published && !switched && (draftAt === seen.draft_updated_at || row?.draft_updated_by === editorId)) return;
  if (switched && !published) throw new StaleError(message(null), { current: null, changed_by: null, changed_at: null, change: null });
  const [at, by] = published ? [publishedAt, row?.published_by ?? null] : [draftAt, row?.draft_updated_by ?? null];
  const name = await editorNameOf(tx, by);
  throw new StaleError(message(name), {
    current: null,
    changed_by: name,
    changed_at: at,
    change: { action: published ? 'published' : 'other', target: 'page', model: null, target_id: null, label: '', locale: null },
  });
}

async function kept(tx: Tx, owner: DraftOwner, column: 'before_publish' | 'discarded'): Promise<KeptContent | null> {
  const [row] = await tx.select({ kept: content_publications[column] }).from(content_publications).where(ownerWhere(owner)).for('update');
  return row?.kept ?? null;
}

const dateOf = (at: string | null) => (at === null ? null : new Date(at));

/** What visitors saw before the last publish is what they see again; false when nothing is kept. */
export async function restoreBeforePublish(tx: Tx, owner: DraftOwner, editorId: number): Promise<boolean> {
  assertInContentWrite(tx, 'restoreBeforePublish');
  const before = await kept(tx, owner, 'before_publish');
  if (!before) return false;
  await tx
    .update(content_publications)
    .set({
      has_draft: true,
      sections: before.sections,
      modules: before.modules,
      published_at: dateOf(before.at),
      published_by: before.by,
      before_publish: null,
      draft_updated_at: new Date(),
      draft_updated_by: editorId,
    })
    .where(ownerWhere(owner));
  // language versions the publish showed for the first time are hidden again (issue 45 item 3)
  if (owner.content_type === 'page' && before.unpublished?.length) await hideLocales(tx, owner.object_id, before.unpublished as Locale[]);
  return true;
}

/** The draft the last discard threw away is the draft again (visitors keep what is published); false when nothing is kept. */
export async function restoreDiscarded(tx: Tx, owner: DraftOwner, editorId: number): Promise<boolean> {
  assertInContentWrite(tx, 'restoreDiscarded');
  const draft = await kept(tx, owner, 'discarded');
  if (!draft) return false;
  const published = await publishedContent(tx, owner);
  const sections = draft.sections as SectionData[];
  const modules = draft.modules as ModuleData[];
  if (draft.locales) {
    // a discard of some languages: only theirs come back, the others keep what they have now
    for (const locale of draft.locales as Locale[]) {
      const back = contentOfLocale({ sections, modules }, locale);
      await replaceSections(tx, owner, back.sections, back.modules, locale);
    }
  } else await replaceSections(tx, owner, sections, modules);
  await tx
    .update(content_publications)
    .set({ has_draft: true, sections: published.sections, modules: published.modules, discarded: null, draft_updated_at: new Date(), draft_updated_by: editorId })
    .where(ownerWhere(owner));
  return true;
}
