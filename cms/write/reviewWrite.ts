/**
 * The review's steps (issue 27 item 4; docs/editor.md "Review"), each with its rule and its entry
 * in the page's history: submit, approve (publish at once, or at a go-live), send back, and the
 * reviewer's comments at modules. States and transitions: cms/content/reviews.ts; who may: 
 * cms/content/reviewRules.ts. Submit, approve and send back are `reviewWrite`s (contentWrite.ts):
 * one transaction under the owner's lock, approving at once publishes as Publish does.
 */
import type { Locale } from '../../shared/constants';
import type { ReviewComment } from '../../shared/contract/review';
import { moduleLabel, REVIEW_NOTES } from '../../shared/history/changes';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { draftContent, publicationRow, type DraftOwner } from '../content/drafts';
import { PAGE_EDITOR_MESSAGES } from '../content/messages';
import { changeSchedule, ownerRow } from '../content/publication';
import { assertPublicationSince, type PublicationSeen } from '../content/publicationUndo';
import { assertReviewer } from '../content/reviewRules';
import { commentAnswer, REVIEW_COMMENT_MAX, decideRound, insertComment, insertRound, isOpen, moduleOfOwner, newestRound, openCommentCount, resolveComment, resolveOpenComments, roundLocales, type ReviewRow } from '../content/reviews';
import type { Tx } from '../db/client';
import { reviewWrite } from './contentWrite';

type Reviewer = Pick<SessionUser, 'id' | 'is_reviewer' | 'needs_review'>;

/** A comment's text, trimmed; 400 at `field` when it is longer than REVIEW_COMMENT_MAX. */
function commentOf(text: string, field: string, locale: Locale): string {
  const trimmed = text.trim();
  if (trimmed.length > REVIEW_COMMENT_MAX) throw new ValidationError({ [field]: [PAGE_EDITOR_MESSAGES[locale].commentTooLong(REVIEW_COMMENT_MAX)] });
  return trimmed;
}

/** The round waiting for a reviewer, locked; 409 'conflict' when nothing waits. */
async function pendingRound(tx: Tx, owner: DraftOwner, locale: Locale): Promise<ReviewRow> {
  const round = await newestRound(tx, owner, true);
  if (round?.state !== 'pending') throw new ConflictError(PAGE_EDITOR_MESSAGES[locale].notWaiting);
  return round;
}

/**
 * Submits the owner's draft for review, in `locales` (issue 45 item 1: the approval publishes these
 * only; absent, every language); 409 when there is no draft or it waits already. Any editor may.
 */
export async function submitForReview(db: Db, user: { id: number }, owner: DraftOwner, comment: string, locale: Locale, locales?: readonly Locale[]): Promise<void> {
  const m = PAGE_EDITOR_MESSAGES[locale];
  const text = commentOf(comment, 'comment', locale);
  await reviewWrite(db, owner, user.id, REVIEW_NOTES.submitted(text), async (tx) => {
    if (!(await publicationRow(tx, owner))?.has_draft) throw new ConflictError(m.nothingToReview);
    if ((await newestRound(tx, owner, true))?.state === 'pending') throw new ConflictError(m.alreadyWaiting);
    await insertRound(tx, owner, user.id, text, locales ?? null);
  });
}

export interface Approval {
  /** the publication state the reviewer saw with the diff: a change since answers 409 'stale' */
  based_on: PublicationSeen;
  /** null: publish now; else go live then (the draft as approved) */
  publish_at: Date | null;
  comment: string;
}

/**
 * A reviewer approves what waits: it is published at once (as Publish does), or goes live at
 * `publish_at` through the schedule (its rules: no schedule for persons, the take-down after it),
 * the draft as approved kept for that go-live. Either publishes the languages submitted only (the
 * others keep their draft) and settles the open comments.
 */
export async function approveReview(db: Db, user: Reviewer, owner: DraftOwner, approval: Approval, locale: Locale): Promise<void> {
  assertReviewer(user, locale);
  const comment = commentOf(approval.comment, 'comment', locale);
  await reviewWrite(db, owner, user.id, REVIEW_NOTES.approved(comment, approval.publish_at), async (tx, steps) => {
    const round = await pendingRound(tx, owner, locale);
    await assertPublicationSince(tx, owner, approval.based_on, user.id, PAGE_EDITOR_MESSAGES[locale].stalePage);
    const locales = round.locales ? roundLocales(round) : undefined;
    if (!approval.publish_at) {
      await decideRound(tx, round.id, { state: 'approved', decided_by: user.id, decision: comment });
      await steps.publish(locales);
      return;
    }
    const { unpublish_at } = await ownerRow(tx, owner);
    await changeSchedule(tx, owner, { publish_at: approval.publish_at, unpublish_at, publish_locales: locales ?? null }, locale);
    const draft = await draftContent(tx, owner);
    const publication = await publicationRow(tx, owner);
    const approved = { sections: draft.sections, modules: draft.modules, at: publication?.draft_updated_at?.toISOString() ?? null, by: publication?.draft_updated_by ?? null };
    await decideRound(tx, round.id, { state: 'approved', decided_by: user.id, decision: comment, publish_at: approval.publish_at, approved });
    await resolveOpenComments(tx, owner, user.id);
  });
}

/** A reviewer sends what waits back, saying what to change (here, or in comments at modules). */
export async function returnReview(db: Db, user: Reviewer, owner: DraftOwner, comment: string, locale: Locale): Promise<void> {
  assertReviewer(user, locale);
  const text = commentOf(comment, 'comment', locale);
  await reviewWrite(db, owner, user.id, REVIEW_NOTES.returned(text), async (tx) => {
    const round = await pendingRound(tx, owner, locale);
    if (!text && (await openCommentCount(tx, owner)) === 0) throw new ValidationError({ comment: [PAGE_EDITOR_MESSAGES[locale].returnNeedsComment] });
    await decideRound(tx, round.id, { state: 'returned', decided_by: user.id, decision: text });
  });
}

/**
 * A reviewer's comment at a module of the draft (`module` null: on the whole), while a round is
 * open (waiting, or sent back). 400 for a module that is not the owner's.
 */
export async function commentOnReview(db: Db, user: Reviewer, owner: DraftOwner, input: { module: number | null; body: string }, locale: Locale): Promise<ReviewComment> {
  assertReviewer(user, locale);
  const m = PAGE_EDITOR_MESSAGES[locale];
  const body = commentOf(input.body, 'body', locale);
  if (!body) throw new ValidationError({ body: [m.commentRequired] });
  return db.transaction(async (tx) => {
    await ownerRow(tx, owner, true);
    const round = await newestRound(tx, owner, true);
    if (!round || !isOpen(round)) throw new ConflictError(m.notWaiting);
    const module = input.module === null ? null : await moduleOfOwner(tx, owner, input.module);
    if (input.module !== null && !module) throw new ValidationError({ module: [m.moduleNotHere] });
    const row = await insertComment(tx, round, {
      module_id: input.module,
      model: module?.model ?? null,
      label: module ? moduleLabel(module.data) : '',
      locale: module?.locale ?? null,
      body,
      author_id: user.id,
    });
    return commentAnswer(tx, row);
  });
}

/** An editor marks a comment done (the change it asked for is made); 404 when it is not an open comment of the owner. */
export async function markCommentDone(db: Db, user: { id: number }, owner: DraftOwner, commentId: number): Promise<void> {
  if (!(await resolveComment(db, owner, commentId, user.id))) throw new NotFoundError();
}
