/**
 * Review before publishing (issue 27 item 4; docs/api/pageeditor.md "Review"):
 *   GET  /{locale}/pageeditor-api/review/                                       -> {items: ReviewItem[]} what waits, oldest first
 *   GET  /{locale}/pageeditor-api/review/{content_type}/{object_id}/             -> OwnerReview
 *   GET  /{locale}/pageeditor-api/review/{content_type}/{object_id}/diff/        -> ReviewDiff (published -> draft)
 *   POST /{locale}/pageeditor-api/review/{content_type}/{object_id}/submit/      {comment?, locales?} -> OwnerReview
 *        (`locales`: the languages submitted, which the approval publishes; absent: every language)
 *   POST /{locale}/pageeditor-api/review/{content_type}/{object_id}/approve/     {based_on, publish_at?, comment?} -> ApproveResult   reviewers
 *   POST /{locale}/pageeditor-api/review/{content_type}/{object_id}/return/      {comment} -> OwnerReview                           reviewers
 *   POST /{locale}/pageeditor-api/review/{content_type}/{object_id}/comments/    {module, body} -> 201 ReviewComment              reviewers
 *   POST /{locale}/pageeditor-api/review/{content_type}/{object_id}/comments/{comment_id}/resolve/ -> OwnerReview
 * Editors only (CSRF on writes); the reviewer's steps answer 403 'reviewer_only' to other editors.
 * Submit, send back and approve are one history entry each (cms/write/reviewWrite.ts).
 */
import { z } from 'zod';
import { LOCALES, type Locale } from '../../../shared/constants';
import type { ApproveResult, OwnerReview, ReviewComment, ReviewItem } from '../../../shared/contract/review';
import type { SessionUser } from '../../auth/session';
import type { Db, DbOrTx } from '../../db/client';
import { defineEndpoint, type AnyEndpoint } from '../../http/endpoint';
import { DRAFT_OWNER_TYPES, type DraftOwner } from '../../content/drafts';
import { publicationStatus } from '../../content/publication';
import { ownerReview, reviewDiff, waitingReviews } from '../../content/reviews';
import { approveReview, commentOnReview, markCommentDone, returnReview, submitForReview } from '../../write/reviewWrite';
import { basedOn } from './publication';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const params = z.object({ content_type: z.enum(DRAFT_OWNER_TYPES), object_id: id });
const commentParams = params.extend({ comment_id: id });

// comments are at most REVIEW_COMMENT_MAX characters: checked by the writes, in the request's language
const stepBody = z.object({ comment: z.string().default('') });
const submitBody = stepBody.extend({ locales: z.array(z.enum(LOCALES)).min(1).optional() });
const approveBody = z.object({
  based_on: basedOn,
  /** null or absent: publish now; else go live then */
  publish_at: z.iso.datetime({ offset: true }).nullable().default(null),
  comment: z.string().default(''),
});
const commentBody = z.object({ module: id.nullable(), body: z.string() });

/** `GET /review/{owner}/{path}`: what `read` says of the owner (404 for an unknown owner). */
function ownerRead<T>(name: string, path: string, read: (db: DbOrTx, owner: DraftOwner) => Promise<T>): AnyEndpoint {
  return defineEndpoint({
    name: `review.${name}`,
    method: 'GET',
    api: 'pageeditor-api',
    path: `/review/:content_type/:object_id/${path}`,
    permission: 'editor',
    input: { params },
    handler: ({ db, params: owner }): Promise<T> => read(db, owner),
  });
}

/** `POST /review/{owner}/{path}/ {comment, …}`: a step of the review with its comment (and what else `body` takes); answers the owner's review. */
function commentedStep<B extends typeof stepBody>(name: string, path: string, body: B, step: (db: Db, user: SessionUser, owner: DraftOwner, body: z.infer<B>, locale: Locale) => Promise<void>): AnyEndpoint {
  return defineEndpoint({
    name: `review.${name}`,
    method: 'POST',
    api: 'pageeditor-api',
    path: `/review/:content_type/:object_id/${path}/`,
    permission: 'editor',
    input: { params, body },
    async handler({ db, params: owner, body: sent, user, locale }): Promise<OwnerReview> {
      // validated by `body` (defineEndpoint cannot narrow its output through the generic)
      await step(db, user, owner, sent as z.infer<B>, locale);
      return ownerReview(db, owner);
    },
  });
}

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'review.waiting',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/review/',
    permission: 'editor',
    async handler({ db, locale }): Promise<{ items: ReviewItem[] }> {
      return { items: await waitingReviews(db, locale) };
    },
  }),
  ownerRead('read', '', ownerReview),
  ownerRead('diff', 'diff/', reviewDiff),
  commentedStep('submit', 'submit', submitBody, (db, user, owner, body, locale) => submitForReview(db, user, owner, body.comment, locale, body.locales)),
  defineEndpoint({
    name: 'review.approve',
    method: 'POST',
    api: 'pageeditor-api',
    path: '/review/:content_type/:object_id/approve/',
    permission: 'editor',
    input: { params, body: approveBody },
    async handler({ db, params: owner, body, user, locale }): Promise<ApproveResult> {
      await approveReview(db, user, owner, { based_on: body.based_on, publish_at: body.publish_at ? new Date(body.publish_at) : null, comment: body.comment }, locale);
      return { status: await publicationStatus(db, owner, user.id), review: await ownerReview(db, owner) };
    },
  }),
  commentedStep('return', 'return', stepBody, (db, user, owner, body, locale) => returnReview(db, user, owner, body.comment, locale)),
  defineEndpoint({
    name: 'review.comment',
    method: 'POST',
    api: 'pageeditor-api',
    path: '/review/:content_type/:object_id/comments/',
    permission: 'editor',
    bumpsContentVersion: false,
    status: 201,
    input: { params, body: commentBody },
    async handler({ db, params: owner, body, user, locale }): Promise<ReviewComment> {
      return commentOnReview(db, user, owner, body, locale);
    },
  }),
  defineEndpoint({
    name: 'review.resolve',
    method: 'POST',
    api: 'pageeditor-api',
    path: '/review/:content_type/:object_id/comments/:comment_id/resolve/',
    permission: 'editor',
    bumpsContentVersion: false,
    input: { params: commentParams },
    async handler({ db, params, user }): Promise<OwnerReview> {
      const owner = { content_type: params.content_type, object_id: params.object_id };
      await markCommentDone(db, user, owner, params.comment_id);
      return ownerReview(db, owner);
    },
  }),
];
