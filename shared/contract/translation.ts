/** The translation workflow's answers (docs/api/pageeditor.md "Translation", issue 27). */
import type { Locale } from '../constants';
import type { ContainerSection, PublicationStatus } from './pages';

/** What has sections of its own in both languages: a page, a concert, a story, a person, a reusable section (issue 43 item 2). */
export type TranslationOwnerType = 'page' | 'event' | 'story' | 'person' | 'shared';

/** One owner in one language that lacks a translation or whose translation is older than its source. */
export interface TranslationItem {
  content_type: TranslationOwnerType;
  object_id: number;
  /** the language that lacks or is behind */
  locale: Locale;
  /** the language it is translated from */
  source_locale: Locale;
  /** the title in `locale` (in `source_locale` when it has none there) */
  title: string;
  /** the owner's addresses; a page without an address in a language has none */
  urls: Partial<Record<Locale, string>>;
  /** the source language has modules, this one none */
  missing: boolean;
  /** modules copied from the source and not edited since */
  needs_translation: number;
  /** modules whose source module was changed after them */
  outdated: number;
}

/** POST .../translation/{content_type}/{object_id}/copy/: the owner's sections in the request's language now. */
export interface TranslationCopyResult {
  copied: number;
  sections: ContainerSection[];
  status: PublicationStatus;
}

/** POST .../translation/{content_type}/{object_id}/undo-copy/: the request's language as the copy found it. */
export type TranslationUndoResult = Pick<TranslationCopyResult, 'sections' | 'status'>;
