/**
 * What one page version records, in a form the editor can put into words (docs/editor.md,
 * "History"): the back end stores a short English note per version ('headline 297 added',
 * 'section 115 reordered', 'restored version 12', and the page-wide `PAGE_NOTES`: 'initial',
 * 'published', 'online on schedule'…); `parseNote` reads it, and the versions endpoint adds a label of
 * the thing changed (the headline's text, the section's anchor) taken from the versions' snapshots. The sentence itself is made in the browser, in the editor's language.
 */
import type { VersionChange } from '../contract/pages';
import { htmlToText } from '../plainText';

export type ParsedNote = Pick<VersionChange, 'action' | 'target' | 'model' | 'target_id'> & Partial<Pick<VersionChange, 'locale' | 'label' | 'at'>>;

const NOTE = /^([a-z][a-z-]*) (\d+) (added|changed|deleted|reordered)$/;

/** Page-wide changes with a fixed note, one action each (the history puts each into words). */
export type PageAction = 'initial' | 'published' | 'discarded' | 'publishUndone' | 'discardUndone' | 'scheduledOnline' | 'scheduledOffline' | 'adminCreated' | 'adminChanged' | 'trashRestored' | 'editorCreated' | 'versionCreatedDe' | 'versionCreatedEn';

/** The notes the back end records for page-wide changes: written with these, read back with `parseNote`. */
export const PAGE_NOTES: Record<PageAction, string> = {
  initial: 'initial',
  published: 'published',
  discarded: 'draft discarded',
  publishUndone: 'publishing undone',
  discardUndone: 'discard undone',
  scheduledOnline: 'online on schedule',
  scheduledOffline: 'offline on schedule',
  adminCreated: 'created in the admin',
  adminChanged: 'changed in the admin',
  trashRestored: 'restored from the trash',
  editorCreated: 'created in the editor',
  versionCreatedDe: 'German version created',
  versionCreatedEn: 'English version created',
};

/** The notes of a translation copy from one language into the other, and of its undo (the history names the source language, the entry the target's). */
export const TRANSLATION_NOTES = {
  copied: (from: 'de' | 'en', into: 'de' | 'en') => `copied from ${from} into ${into}`,
  undone: (from: 'de' | 'en', into: 'de' | 'en') => `copy from ${from} into ${into} undone`,
};

const TRANSLATION_NOTE = /^(copied|copy) from (de|en) into (de|en)( undone)?$/;

/**
 * The notes of the review's steps (docs/editor.md "Review"), with the comment after a colon:
 * 'review submitted: Bitte den Termin prüfen', 'review sent back', 'review approved',
 * 'review approved for 2031-03-01T09:00:00.000Z' (approved with that go-live).
 */
export const REVIEW_NOTES = {
  submitted: (comment: string) => reviewNote('review submitted', comment),
  returned: (comment: string) => reviewNote('review sent back', comment),
  approved: (comment: string, publishAt: Date | null = null) => reviewNote(publishAt ? `review approved for ${publishAt.toISOString()}` : 'review approved', comment),
};

function reviewNote(step: string, comment: string): string {
  const text = comment.replace(/\s+/g, ' ').trim();
  return text ? `${step}: ${text}` : step;
}

const REVIEW_NOTE = /^review (submitted|sent back|approved)(?: for (\S+))?(?:: ([\s\S]*))?$/;
const REVIEW_ACTIONS = { submitted: 'reviewSubmitted', 'sent back': 'reviewReturned', approved: 'reviewApproved' } as const;

const PAGE_ACTIONS = new Map(Object.entries(PAGE_NOTES).map(([action, note]) => [note, action as PageAction]));

export function parseNote(note: string): ParsedNote {
  const pageAction = PAGE_ACTIONS.get(note);
  if (pageAction) return { action: pageAction, target: 'page', model: null, target_id: null };
  const translation = TRANSLATION_NOTE.exec(note);
  if (translation && (translation[1] === 'copy') === Boolean(translation[4])) {
    const action = translation[4] ? 'translationUndone' : 'translationCopied';
    return { action, target: 'page', model: null, target_id: null, locale: translation[3] as 'de' | 'en' };
  }
  const review = REVIEW_NOTE.exec(note);
  if (review) {
    const action = review[2] ? 'reviewScheduled' : REVIEW_ACTIONS[review[1] as keyof typeof REVIEW_ACTIONS];
    return { action, target: 'page', model: null, target_id: null, label: shortened(review[3] ?? ''), ...(review[2] ? { at: review[2] } : {}) };
  }
  const restored = /^restored version (\d+)$/.exec(note);
  if (restored) return { action: 'restored', target: 'version', model: null, target_id: Number(restored[1]) };
  const match = NOTE.exec(note);
  if (!match) return { action: 'other', target: 'page', model: null, target_id: null };
  const [, model, id, action] = match;
  const isSection = model === 'section';
  return {
    action: action as VersionChange['action'],
    target: isSection ? 'section' : 'module',
    model: isSection ? null : model,
    target_id: Number(id),
  };
}

/** Plain text of a stored value (rich text loses its tags, shared/plainText.ts), whitespace collapsed. */
export function plainText(value: unknown): string {
  return typeof value === 'string' ? htmlToText(value) : '';
}

/** The fields that name a module best, most telling first. */
const LABEL_FIELDS = ['content', 'headline', 'title', 'link_text', 'text', 'author', 'description', 'image_alt', 'preline', 'subline'];
export const LABEL_MAX = 60;

/** A label or a comment in a history entry: at most LABEL_MAX characters. */
const shortened = (text: string) => (text.length > LABEL_MAX ? `${text.slice(0, LABEL_MAX - 1).trimEnd()}…` : text);

/** A short label of a module for history entries: its first filled text field, at most LABEL_MAX characters. */
export function moduleLabel(data: Record<string, unknown> | null | undefined): string {
  if (!data) return '';
  for (const name of LABEL_FIELDS) {
    const text = plainText(data[name]);
    if (text) return shortened(text);
  }
  return '';
}
