/**
 * The review before publishing, as rows (issue 27 item 4; schema cms/db/schema/reviews.ts; who may
 * do what: ./reviewRules.ts; the writes with their history: cms/write/reviewWrite.ts). An owner's
 * review goes through these states, one round (a row) per submission:
 *
 *   (none, returned, approved, withdrawn) --submit--> pending
 *   pending --send back--> returned      (comments, some at modules, tell the editor what to change)
 *   pending --approve-->   approved      (published at once, or the draft as approved kept for its go-live)
 *   pending --anything else publishes the draft (a reviewer's Publish, a go-live)--> approved
 *   pending --the draft is discarded--> withdrawn
 *
 * A round is of the languages submitted (`locales`, issue 45 item 1; null: every language): the
 * approval publishes those only, and a publish or discard settles it only once none of them has
 * unpublished changes left (publishing the English draft leaves a German submission waiting).
 * Open comments are resolved when the draft is published or discarded, or one by one by an editor.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { LOCALES, type Locale } from '../../shared/constants';
import type { DraftContentType } from '../../shared/contract/pages';
import type { OwnerReview, ReviewComment, ReviewDiff, ReviewItem, ReviewRound, ReviewSummary } from '../../shared/contract/review';
import { diffVersions, type DiffableSnapshot } from '../../shared/history/diff';
import type { DbOrTx, Tx } from '../db/client';
import { container_sections, content_reviews, editors, modules, review_comments, type KeptContent, type ReviewStateName } from '../db/schema';
import { NotFoundError } from '../errors';
import { contentOfLocale } from './draftLocales';
import { draftContent, draftLocalesOf, editorName, publicationRow, publishedContent, type DraftOwner, type OwnerContent } from './drafts';
import { ownerInfos, ownerRow } from './owners';
import { sectionsOfOwner } from './tree';

/** The owner's online switch; 404 when there is no such owner. */
async function knownOwner(db: DbOrTx, owner: DraftOwner): Promise<{ is_online: boolean }> {
  const row = await ownerRow(db, owner);
  if (!row) throw new NotFoundError();
  return row;
}

/** How long a comment may be (submission, decision, module comment). */
export const REVIEW_COMMENT_MAX = 2000;
/** How many of an owner's rounds the review answers (newest first). */
const ROUNDS_SHOWN = 20;

export type ReviewRow = typeof content_reviews.$inferSelect;
type CommentRow = typeof review_comments.$inferSelect;

const ofOwner = (owner: DraftOwner) => and(eq(content_reviews.content_type, owner.content_type), eq(content_reviews.object_id, owner.object_id));
const commentsOfOwner = (owner: DraftOwner) => and(eq(review_comments.content_type, owner.content_type), eq(review_comments.object_id, owner.object_id));

export const isOpen = (round: Pick<ReviewRow, 'state'> | null): boolean => round?.state === 'pending' || round?.state === 'returned';

/** The owner's newest round (locked for the transaction with `lock`), or null. */
export async function newestRound(db: DbOrTx, owner: DraftOwner, lock = false): Promise<ReviewRow | null> {
  const query = db.select().from(content_reviews).where(ofOwner(owner)).orderBy(desc(content_reviews.id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** A new round waiting for review, of `locales` (null: every language). */
export async function insertRound(tx: Tx, owner: DraftOwner, editorId: number, comment: string, locales: readonly Locale[] | null = null): Promise<ReviewRow> {
  const [row] = await tx
    .insert(content_reviews)
    .values({ ...owner, state: 'pending', comment, submitted_by: editorId, locales: locales && LOCALES.filter((l) => locales.includes(l)) })
    .returning();
  return row;
}

/** The languages of a round (every language for one from before they were recorded). */
export const roundLocales = (round: Pick<ReviewRow, 'locales'>): Locale[] => LOCALES.filter((l) => !round.locales || round.locales.includes(l));

/** A reviewer's decision on a round (or what a publish or discard decided for it). */
export async function decideRound(
  tx: Tx,
  id: number,
  values: { state: Exclude<ReviewStateName, 'pending'>; decided_by: number | null; decision?: string; publish_at?: Date | null; approved?: KeptContent | null },
): Promise<void> {
  await tx
    .update(content_reviews)
    .set({ decision: '', ...values, decided_at: new Date() })
    .where(eq(content_reviews.id, id));
}

/** The module `moduleId` of the owner's draft with its language; null when it is not one of the owner's. */
export async function moduleOfOwner(db: DbOrTx, owner: DraftOwner, moduleId: number): Promise<{ model: string; data: Record<string, unknown>; locale: Locale } | null> {
  const [row] = await db
    .select({ model: modules.model, data: modules.data, locale: container_sections.locale })
    .from(modules)
    .innerJoin(container_sections, eq(container_sections.id, modules.section_id))
    .where(and(eq(modules.id, moduleId), sectionsOfOwner(owner)));
  return row ? { model: row.model, data: row.data as Record<string, unknown>, locale: row.locale === 'en' ? 'en' : 'de' } : null;
}

export async function insertComment(
  tx: Tx,
  round: ReviewRow,
  values: { module_id: number | null; model: string | null; label: string; locale: Locale | null; body: string; author_id: number },
): Promise<CommentRow> {
  const [row] = await tx
    .insert(review_comments)
    .values({ review_id: round.id, content_type: round.content_type, object_id: round.object_id, ...values })
    .returning();
  return row;
}

/** Marks one open comment of the owner done; null when there is no such open comment. */
export async function resolveComment(db: DbOrTx, owner: DraftOwner, id: number, editorId: number): Promise<CommentRow | null> {
  const [row] = await db
    .update(review_comments)
    .set({ resolved_at: new Date(), resolved_by: editorId })
    .where(and(eq(review_comments.id, id), commentsOfOwner(owner), isNull(review_comments.resolved_at)))
    .returning();
  return row ?? null;
}

/** Every open comment of the owner is done (an approval settles them). */
export async function resolveOpenComments(tx: Tx, owner: DraftOwner, editorId: number | null): Promise<void> {
  await tx.update(review_comments).set({ resolved_at: new Date(), resolved_by: editorId }).where(and(commentsOfOwner(owner), isNull(review_comments.resolved_at)));
}

/** How many comments of the owner are open. */
export async function openCommentCount(db: DbOrTx, owner: DraftOwner): Promise<number> {
  return (await db.select({ id: review_comments.id }).from(review_comments).where(and(commentsOfOwner(owner), isNull(review_comments.resolved_at)))).length;
}

/**
 * The draft was published or discarded (by an approval, a Publish, a go-live, a discard): the
 * round waiting for it is decided so (`approved`, or `withdrawn` for a discard), every open comment
 * is done, and a draft kept for a go-live is no longer needed.
 */
export async function closeReview(tx: Tx, owner: DraftOwner, state: 'approved' | 'withdrawn', editorId: number | null): Promise<void> {
  const round = await newestRound(tx, owner, true);
  if (round?.state === 'pending') await decideRound(tx, round.id, { state, decided_by: editorId });
  await resolveOpenComments(tx, owner, editorId);
  await tx.update(content_reviews).set({ approved: null }).where(and(ofOwner(owner), isNotNull(content_reviews.approved)));
}

/**
 * After a publish or discard (of some languages, or all): the owner's newest round is settled as
 * `closeReview` does once none of its languages has unpublished changes left; while one has, it
 * stays as it is (its comments open, a draft approved for a go-live kept). Returns whether it settled.
 */
export async function settleReview(tx: Tx, owner: DraftOwner, state: 'approved' | 'withdrawn', editorId: number | null): Promise<boolean> {
  const round = await newestRound(tx, owner, true);
  if (round) {
    const left = await draftLocalesOf(tx, owner);
    if (roundLocales(round).some((l) => left.includes(l))) return false;
  }
  await closeReview(tx, owner, state, editorId);
  return true;
}

/** The draft as approved for a go-live (null: none kept); it is used once, so it goes from the row. */
export async function takeApproval(tx: Tx, owner: DraftOwner): Promise<KeptContent | null> {
  const [row] = await tx
    .select({ id: content_reviews.id, approved: content_reviews.approved })
    .from(content_reviews)
    .where(and(ofOwner(owner), isNotNull(content_reviews.approved)))
    .orderBy(desc(content_reviews.id))
    .limit(1)
    .for('update');
  if (!row) return null;
  await tx.update(content_reviews).set({ approved: null }).where(eq(content_reviews.id, row.id));
  return row.approved;
}

/** Names of editors by id ('First Last', else the username). */
async function namesOf(db: DbOrTx, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db.select({ id: editors.id, first_name: editors.first_name, last_name: editors.last_name, username: editors.username }).from(editors).where(inArray(editors.id, wanted));
  return new Map(rows.map((r) => [r.id, editorName(r)]));
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

function roundJson(row: ReviewRow, names: Map<number, string>): ReviewRound {
  return {
    id: row.id,
    state: row.state,
    comment: row.comment,
    submitted_by: row.submitted_by === null ? null : (names.get(row.submitted_by) ?? null),
    submitted_at: row.submitted_at.toISOString(),
    locales: row.locales ? roundLocales(row) : null,
    decision: row.decision,
    decided_by: row.decided_by === null ? null : (names.get(row.decided_by) ?? null),
    decided_at: iso(row.decided_at),
    publish_at: iso(row.publish_at),
  };
}

export function commentJson(row: CommentRow, names: Map<number, string>): ReviewComment {
  return {
    id: row.id,
    review: row.review_id,
    module: row.module_id,
    model: row.model,
    label: row.label,
    locale: row.locale === 'de' || row.locale === 'en' ? row.locale : null,
    body: row.body,
    author: row.author_id === null ? null : (names.get(row.author_id) ?? null),
    created_at: row.created_at.toISOString(),
  };
}

/** One comment as the API answers it. */
export async function commentAnswer(db: DbOrTx, row: CommentRow): Promise<ReviewComment> {
  return commentJson(row, await namesOf(db, [row.author_id]));
}

/** The owner's review: the open round, the rounds newest first, the open comments (404 for an unknown owner). */
export async function ownerReview(db: DbOrTx, owner: DraftOwner): Promise<OwnerReview> {
  await knownOwner(db, owner);
  const rounds = await db.select().from(content_reviews).where(ofOwner(owner)).orderBy(desc(content_reviews.id)).limit(ROUNDS_SHOWN);
  const comments = await db.select().from(review_comments).where(and(commentsOfOwner(owner), isNull(review_comments.resolved_at))).orderBy(asc(review_comments.id));
  const names = await namesOf(db, [...rounds.flatMap((r) => [r.submitted_by, r.decided_by]), ...comments.map((c) => c.author_id)]);
  return {
    content_type: owner.content_type,
    object_id: owner.object_id,
    current: rounds[0] && isOpen(rounds[0]) ? roundJson(rounds[0], names) : null,
    rounds: rounds.map((r) => roundJson(r, names)),
    comments: comments.map((c) => commentJson(c, names)),
  };
}

/** What the owner's publication status says of its review: the open round, or null. */
export async function reviewSummary(db: DbOrTx, owner: DraftOwner): Promise<ReviewSummary | null> {
  const round = await newestRound(db, owner);
  if (!round || !isOpen(round)) return null;
  const names = await namesOf(db, [round.submitted_by]);
  const { id, state, submitted_by, submitted_at, decided_at } = roundJson(round, names);
  return { id, state, submitted_by, submitted_at, decided_at, comments: await openCommentCount(db, owner) };
}

/** Everything waiting for review across the site, oldest submission first; titles in `locale` (German when it has none). */
export async function waitingReviews(db: DbOrTx, locale: Locale): Promise<ReviewItem[]> {
  const rows = await db.select().from(content_reviews).where(eq(content_reviews.state, 'pending')).orderBy(asc(content_reviews.submitted_at), asc(content_reviews.id));
  const names = await namesOf(db, rows.map((r) => r.submitted_by));
  const items: ReviewItem[] = [];
  const infos = new Map<DraftContentType, Awaited<ReturnType<typeof ownerInfos>>>();
  for (const type of new Set(rows.map((r) => r.content_type as DraftContentType))) {
    infos.set(type, await ownerInfos(db, type, rows.filter((r) => r.content_type === type).map((r) => r.object_id)));
  }
  for (const row of rows) {
    const info = infos.get(row.content_type as DraftContentType)?.get(row.object_id);
    if (!info) continue; // its owner was deleted
    items.push({
      id: row.id,
      content_type: row.content_type as DraftContentType,
      object_id: row.object_id,
      title: info.title[locale] || info.title.de,
      urls: info.urls,
      comment: row.comment,
      submitted_by: row.submitted_by === null ? null : (names.get(row.submitted_by) ?? null),
      submitted_at: row.submitted_at.toISOString(),
      locales: row.locales ? roundLocales(row) : null,
    });
  }
  return items;
}

/** An owner's content in `locales` only. */
function inLocales(content: OwnerContent, locales: readonly Locale[]): OwnerContent {
  const parts = locales.map((l) => contentOfLocale(content, l));
  return { sections: parts.flatMap((p) => p.sections), modules: parts.flatMap((p) => p.modules) };
}

/**
 * What publishing the draft would change for visitors: the published content against the draft,
 * as the history's diff shows two versions (shared/history/diff.ts), with the state it is based on
 * (404 for an unknown owner). While a round is open, in the languages submitted only (what its
 * approval publishes).
 */
export async function reviewDiff(db: DbOrTx, owner: DraftOwner): Promise<ReviewDiff> {
  const row = await knownOwner(db, owner);
  const publication = await publicationRow(db, owner);
  const round = await newestRound(db, owner);
  const locales = round && isOpen(round) ? roundLocales(round) : LOCALES;
  const snapshot = (content: OwnerContent) => {
    const shown = inLocales(content, locales);
    return { id: owner.object_id, snapshot: { page: {}, sections: shown.sections, modules: shown.modules } as unknown as DiffableSnapshot };
  };
  const { fields, sections, modules: changed } = diffVersions(owner.object_id, snapshot(await publishedContent(db, owner)), snapshot(await draftContent(db, owner)));
  return {
    fields,
    sections,
    modules: changed,
    based_on: { published_at: iso(publication?.published_at ?? null), draft_updated_at: iso(publication?.draft_updated_at ?? null), is_online: row.is_online },
  };
}
