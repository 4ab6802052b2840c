/** Review before publishing (docs/api/pageeditor.md "Review", issue 27 item 4). */
import type { Locale } from '../constants';
import type { DraftContentType, PublicationStatus, ReviewState, VersionDiff } from './pages';

export type { ReviewState, ReviewSummary } from './pages';

/** One round of an owner's review: a submission and what the reviewer decided. */
export interface ReviewRound {
  id: number;
  state: ReviewState;
  /** the submitter's comment ('' for none) */
  comment: string;
  submitted_by: string | null;
  submitted_at: string;
  /** the languages submitted: the approval publishes these only (issue 45 item 1); null: every language (rounds from before) */
  locales: Locale[] | null;
  /** the reviewer's comment with the decision ('' for none) */
  decision: string;
  decided_by: string | null;
  decided_at: string | null;
  /** approved with a go-live: when it goes (went) live */
  publish_at: string | null;
}

/** A reviewer's comment at a module of the draft (module null: on the whole). */
export interface ReviewComment {
  id: number;
  /** the round it was made in */
  review: number;
  module: number | null;
  /** the module's model, label and language when commented on (the module may be gone since) */
  model: string | null;
  label: string;
  locale: Locale | null;
  body: string;
  author: string | null;
  created_at: string;
}

/** GET …/review/{content_type}/{object_id}/ and the answers of its writes. */
export interface OwnerReview {
  content_type: DraftContentType;
  object_id: number;
  /** the round that waits or was sent back; null when none is open */
  current: ReviewRound | null;
  /** every round, newest first */
  rounds: ReviewRound[];
  /** the comments not dealt with yet, oldest first */
  comments: ReviewComment[];
}

/** GET …/review/: one owner waiting for review. */
export interface ReviewItem {
  id: number;
  content_type: DraftContentType;
  object_id: number;
  title: string;
  urls: Partial<Record<Locale, string>>;
  comment: string;
  submitted_by: string | null;
  submitted_at: string;
  /** the languages submitted (null: every language) */
  locales: Locale[] | null;
}

/** GET …/review/{content_type}/{object_id}/diff/: what publishing the draft would change for visitors. */
export type ReviewDiff = Pick<VersionDiff, 'fields' | 'sections' | 'modules'> & {
  /** the draft's last change the diff shows (send it back as `based_on` of the approval) */
  based_on: Pick<PublicationStatus, 'published_at' | 'draft_updated_at' | 'is_online'>;
};

/** POST …/review/{content_type}/{object_id}/approve/ */
export interface ApproveResult {
  status: PublicationStatus;
  review: OwnerReview;
}
