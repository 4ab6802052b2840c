/** The review's requests (docs/api/pageeditor.md "Review"); each answer about an owner's review goes into the editor's store. */
import type { Locale } from '../../../shared/constants';
import type { PublicationStatus } from '../../../shared/contract/pages';
import type { ApproveResult, OwnerReview, ReviewComment, ReviewDiff, ReviewItem } from '../../../shared/contract/review';
import type { RootStoreInstance } from '../../stores/RootStore';
import { storeEnv } from '../../stores/env';
import { areaOf } from '../../stores/areas';
import { editorArea } from '../EditorStore';
import type { DraftOwner } from '../operations';
import { ownerKey } from '../owner';

const base = (locale: Locale, owner: DraftOwner) => `/${locale}/pageeditor-api/review/${owner.content_type}/${owner.object_id}/`;

export const reviewPaths = {
  waiting: (locale: Locale) => `/${locale}/pageeditor-api/review/`,
  review: base,
  diff: (locale: Locale, owner: DraftOwner) => `${base(locale, owner)}diff/`,
  submit: (locale: Locale, owner: DraftOwner) => `${base(locale, owner)}submit/`,
  approve: (locale: Locale, owner: DraftOwner) => `${base(locale, owner)}approve/`,
  sendBack: (locale: Locale, owner: DraftOwner) => `${base(locale, owner)}return/`,
  comments: (locale: Locale, owner: DraftOwner) => `${base(locale, owner)}comments/`,
  resolve: (locale: Locale, owner: DraftOwner, id: number) => `${base(locale, owner)}comments/${id}/resolve/`,
};

function context(store: RootStoreInstance) {
  return { api: storeEnv(store).api, editor: areaOf(store, editorArea) };
}

/** Reads the owner's review into the store. */
export async function loadReview(store: RootStoreInstance, locale: Locale, owner: DraftOwner): Promise<OwnerReview> {
  const { api, editor } = context(store);
  const review = await api.get<OwnerReview>(reviewPaths.review(locale, owner));
  editor.setReview(ownerKey(owner), review);
  return review;
}

export async function reviewDiff(store: RootStoreInstance, locale: Locale, owner: DraftOwner): Promise<ReviewDiff> {
  const { api, editor } = context(store);
  return editor.track('read', () => api.get<ReviewDiff>(reviewPaths.diff(locale, owner)));
}

export async function waitingReviews(store: RootStoreInstance, locale: Locale): Promise<ReviewItem[]> {
  const { api } = context(store);
  return (await api.get<{ items: ReviewItem[] }>(reviewPaths.waiting(locale))).items;
}

/** A review step that answers the owner's review: sent, stored, counted as a write (the save alert, the draft state follows). */
async function step(store: RootStoreInstance, owner: DraftOwner, send: () => Promise<OwnerReview>): Promise<OwnerReview> {
  const { editor } = context(store);
  const review = await editor.track('write', send);
  editor.setReview(ownerKey(owner), review);
  return review;
}

/** Submits the draft for review, in `locales` only when given (the approval publishes those; absent: every language). */
export function submitForReview(store: RootStoreInstance, locale: Locale, owner: DraftOwner, comment: string, locales?: readonly Locale[]): Promise<OwnerReview> {
  const { api } = context(store);
  return step(store, owner, () => api.send<OwnerReview>('POST', reviewPaths.submit(locale, owner), { comment, locales }));
}

export function sendBack(store: RootStoreInstance, locale: Locale, owner: DraftOwner, comment: string): Promise<OwnerReview> {
  const { api } = context(store);
  return step(store, owner, () => api.send<OwnerReview>('POST', reviewPaths.sendBack(locale, owner), { comment }));
}

export function resolveComment(store: RootStoreInstance, locale: Locale, owner: DraftOwner, id: number): Promise<OwnerReview> {
  const { api } = context(store);
  return step(store, owner, () => api.send<OwnerReview>('POST', reviewPaths.resolve(locale, owner, id)));
}

/** Approves what waits (published now, or at `publish_at`); answers the owner's publication status after it. */
export async function approve(
  store: RootStoreInstance,
  locale: Locale,
  owner: DraftOwner,
  body: { based_on: ReviewDiff['based_on']; publish_at: string | null; comment: string },
): Promise<PublicationStatus> {
  const { api, editor } = context(store);
  const result = await editor.track('write', () => api.send<ApproveResult>('POST', reviewPaths.approve(locale, owner), body));
  editor.setReview(ownerKey(owner), result.review);
  return result.status;
}

/** A reviewer's comment at a module; the owner's review is read again so the comment shows at its module. */
export async function commentOn(store: RootStoreInstance, locale: Locale, owner: DraftOwner, module: number | null, body: string): Promise<ReviewComment> {
  const { api, editor } = context(store);
  const comment = await editor.track('write', () => api.send<ReviewComment>('POST', reviewPaths.comments(locale, owner), { module, body }));
  await loadReview(store, locale, owner).catch(() => undefined);
  return comment;
}
