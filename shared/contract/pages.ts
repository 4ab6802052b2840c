import type { Locale } from '../constants';
import type { ImageRef, LocalizedUrls } from './common';
import type { EventListItem } from './events';

/** One module of a container section as the page-editor API answers it. `data` holds the fields of its schema in shared/modules. */
export interface ModuleNode {
  id: number;
  model: string;
  section: number;
  parent: number | null;
  column: number;
  order: number;
  data: Record<string, unknown>;
  /** the image fields of `data` (kind 'image' in the module's schema) resolved: field name -> ImageRef, null when unset or deleted */
  images?: Record<string, ImageRef | null>;
  children: ModuleNode[];
  /** the version this module's state has; a write naming another answers 409 (ConflictError) */
  version?: number;
  /** copied from the other language and not edited since (issue 27); absent when false */
  needs_translation?: true;
  /** the other language's module it was copied from (for the side-by-side view); absent when none */
  translation_source?: number;
}

export interface ContainerSection {
  id: number;
  slug: string;
  locale: string;
  content_type: string;
  object_id: number | null;
  parent: number | null;
  layout: number;
  order: number;
  /** modules of the section's columns, ordered; each column index < the layout's column count */
  modules: ModuleNode[];
  /** the version this section's layout/anchor has; a write naming another answers 409 */
  version?: number;
  /**
   * A placement of a reusable section (issue 43 item 2): the page shows that section here; `layout`
   * and `modules` are the reusable section's (in this locale), `section` its own section's id
   * (modules are edited there: a change shows on every page that places it).
   */
  shared?: SharedPlacement;
}

/** The reusable section a placement shows. */
export interface SharedPlacement {
  id: number;
  name: string;
  /** the reusable section's own container section in this locale (null: none in this language) */
  section: number | null;
}

/** GET /pageeditor-api/shared-sections/{id}/: a reusable section, and where it is placed. */
export interface SharedSectionInfo {
  id: number;
  name: string;
  uses: SharedSectionUse[];
}

export interface SharedSectionUse {
  /** the placement's section id */
  section: number;
  locale: Locale;
  page: number;
  title: string;
  url: string | null;
}

/**
 * POST /{locale}/pageeditor-api/container/restore/ (docs/api/pageeditor.md): a section brought back
 * to a state it had (the editor's undo and redo) in one write, based on what the editor saw.
 */
export interface SectionRestore {
  /** the section as it is now; null: it is gone and is created again */
  id: number | null;
  /** the section's version the editor saw (a write based on another answers 409 'stale') */
  version?: number;
  /** module id -> the version the editor saw, for every module of the section it shows (another version, or a module added or removed since: 409 'stale') */
  seen?: Record<string, number>;
  slug: string;
  content_type: 'page' | 'event' | 'story' | 'person' | 'hub' | 'shared';
  object_id: number | null;
  layout: number;
  order: number;
  modules: SectionRestoreModule[];
}

/** A module of the state (a ModuleNode is one: other keys are ignored); `id` kept when the section still has it, else a new module. */
export interface SectionRestoreModule {
  id?: number;
  model: string;
  column: number;
  order: number;
  data: Record<string, unknown>;
  needs_translation?: true;
  translation_source?: number;
  /** a list module's items (one level) */
  children?: SectionRestoreModule[];
}

export type PageType = 'default' | 'with-header-image' | 'hero' | 'home';

export interface Page {
  id: number;
  urls: LocalizedUrls;
  content_type: 'page';
  page_type: PageType;
  parent: { id: number; title: string; url: string } | null;
  title: string;
  headline: string;
  seo_headline: string;
  is_online: boolean;
  is_clickable: boolean;
  in_menu: boolean;
  in_footer: boolean;
  meta_title: string;
  meta_description: string;
  og_title: string;
  og_description: string;
  og_image: string | null;
  og_type: string;
  og_image_thumbs: Record<string, string>;
  header_image: ImageRef | null;
  /** the page's container sections (blocks), ordered */
  modules: ContainerSection[];
  settings_url: string;
  version_id: number | null;
}

/** GET /pageeditor-api/cms-hub: the content hub (SPEC §2 /cms-hub), its sections have content_type 'hub' */
export interface CmsHub {
  id: null;
  content_type: 'hub';
  urls: LocalizedUrls;
  title: string;
  meta_title: string;
  meta_description: string;
  is_online: true;
  modules: ContainerSection[];
  settings_url: string;
  version_id: null;
}

/**
 * `?with=section` on a concert's, story's or person's detail (GET …/api/events/{id}/ and the like):
 * the object's own content section as GET …/container/by-slug/{type}-{id} would answer it, null
 * where that answers 404.
 */
export type WithObjectSection<T> = T & { section?: ContainerSection | null };

/**
 * `?with=events` on a page or the content hub: the events its event lists name, as
 * GET …/api/events/?ids= answers them (unknown and offline ones left out), in the lists' order.
 */
export type WithListedEvents<T> = T & { events?: EventListItem[] };

/** GET /pageeditor-api/page/{id}/versions/: newest first */
export interface PageVersion {
  id: number;
  page: number;
  created_at: string;
  /** the editor's username */
  author: string | null;
  /** the editor's first and last name, else the username */
  author_name: string | null;
  /** the stored note ('headline 297 added'); `change` is the same, readable */
  note: string;
  change: VersionChange;
}

/** GET /pageeditor-api/shared-sections/{id}/versions/: a reusable section's version (issue 43 item 2). */
export type SharedVersion = Omit<PageVersion, 'page'> & { shared: number };

/** GET /pageeditor-api/shared-sections/{id}/versions/{version_id}/diff/?against={other}: as a page's diff; `fields` stays empty (a reusable section has no page fields). */
export type SharedVersionDiff = Omit<VersionDiff, 'page'> & { shared: number };

/** What a version recorded: action, what it was done to, and a label of that thing. */
export interface VersionChange {
  /** page-wide: 'initial', 'published', 'discarded' (the draft), 'publishUndone'/'discardUndone' (undo of either), 'scheduledOnline'/'scheduledOffline'
   * (the schedule took effect), 'adminCreated'/'adminChanged' (the page's settings in the admin), 'editorCreated' (a new page from the editor),
   * 'versionCreatedDe'/'versionCreatedEn' (a language version made in the editor), 'translationCopied'/'translationUndone'
   * (the other language's sections copied into `locale`, and the undo of that), 'reviewSubmitted'/'reviewReturned'/'reviewApproved'/'reviewScheduled'
   * (review: submitted, sent back, approved and published, approved with a go-live at `at`; `label` the comment) */
  action:
    | 'initial' | 'published' | 'discarded' | 'publishUndone' | 'discardUndone' | 'scheduledOnline' | 'scheduledOffline' | 'adminCreated' | 'adminChanged' | 'trashRestored'
    | 'editorCreated' | 'versionCreatedDe' | 'versionCreatedEn'
    | 'translationCopied' | 'translationUndone' | 'reviewSubmitted' | 'reviewReturned' | 'reviewApproved' | 'reviewScheduled' | 'added' | 'changed' | 'deleted' | 'reordered' | 'restored' | 'other';
  target: 'page' | 'module' | 'section' | 'version';
  /** the module's model (`headline`, `faq-item`…) when target is 'module' */
  model: string | null;
  /** the module's, section's or restored version's id */
  target_id: number | null;
  /** the module's text (`Saisonstart`) or the section's anchor; '' when unknown */
  label: string;
  /** the language of the section concerned, null for page-wide changes */
  locale: 'de' | 'en' | null;
  /** 'reviewScheduled': the go-live (ISO) */
  at?: string;
}

/** A field whose value differs between two versions (values as plain text). */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** Where a module sits: its section's anchor, column, position in it (1-based), parent module. */
export interface ModulePlace {
  section: string;
  column: number;
  position: number;
  parent: number | null;
}

export interface ModuleDiff {
  id: number;
  model: string;
  label: string;
  locale: 'de' | 'en';
  status: 'added' | 'removed' | 'changed' | 'unchanged';
  /** placed elsewhere (another section, column or parent, or a new rank among the modules both versions have) */
  moved: boolean;
  fields: FieldChange[];
  from: ModulePlace | null;
  to: ModulePlace | null;
}

export interface SectionDiff {
  id: number;
  locale: 'de' | 'en';
  slug: string;
  status: 'added' | 'removed' | 'changed';
  fields: FieldChange[];
}

/** GET /pageeditor-api/page/{id}/versions/{version_id}/diff/?against={other}: what changed from `from` to `to`. */
export interface VersionDiff {
  page: number;
  /** the older version; null: compared with nothing (the first version) */
  from: number | null;
  to: number;
  fields: FieldChange[];
  sections: SectionDiff[];
  /** only modules that were added, removed, changed or moved */
  modules: ModuleDiff[];
}

export interface RedirectEntry {
  old_path: string;
  new_path: string;
}

/** What can be drafted and published: a page, or the sections of a concert, story or person. */
export type DraftContentType = 'page' | 'event' | 'story' | 'person' | 'shared';

/**
 * GET /pageeditor-api/publication/{content_type}/{object_id}/ (and the answer of its heartbeat,
 * publish, discard and schedule): the owner's draft state, its schedule and who else has it open.
 */
export interface PublicationStatus {
  content_type: DraftContentType;
  object_id: number;
  /** the draft differs from what visitors see */
  has_draft: boolean;
  /** the languages whose draft differs from what visitors see (publish and discard may take some only) */
  draft_locales: Locale[];
  is_online: boolean;
  published_at: string | null;
  published_by: string | null;
  draft_updated_at: string | null;
  draft_updated_by: string | null;
  /** scheduled go-live and take-down (ISO date-times; pages, concerts and stories) */
  publish_at: string | null;
  unpublish_at: string | null;
  /** the languages whose drafts the go-live publishes (issue 45 item 1); null: every language (a time set in the admin), or no go-live */
  publish_locales: Locale[] | null;
  /** other editors with this owner open in the editor (heartbeat within PRESENCE_TTL_MS) */
  editing: { name: string }[];
  /** the newest write of the owner's content (a draft save, publish or discard): the open editor
   * polls this to learn of another editor's saves (`mine` false) within EDITOR_CHANGES_POLL_MS */
  last_change: { at: string; by: string | null; mine: boolean } | null;
  /** the newest write by anyone but the asker (by null: the schedule), also when the asker saved right
   * after it: what the open editor follows to load others' changes */
  last_other_change: { at: string; by: string | null } | null;
  /** in the answer of a publish or discard: whether there was anything to publish or discard (undo takes back only that) */
  changed?: boolean;
  /** the review round that waits or was sent back (docs/editor.md "Review"); null when none is open */
  review: ReviewSummary | null;
  /** a page's: the languages in which a reusable section placed on it has unpublished changes (issue 43 item 2) */
  shared_draft_locales?: Locale[];
}

/** pending: waits for a reviewer; returned: sent back with comments; approved: published or scheduled; withdrawn: its draft was discarded */
export type ReviewState = 'pending' | 'returned' | 'approved' | 'withdrawn';

/** What PublicationStatus says of the review, so the polling editor knows when to read it again. */
export interface ReviewSummary {
  id: number;
  state: ReviewState;
  submitted_by: string | null;
  submitted_at: string;
  decided_at: string | null;
  /** open comments */
  comments: number;
}

/** POST …/discard/: the status and the owner's sections (now the published ones) in the request's locale */
export interface DiscardResult {
  status: PublicationStatus;
  sections: ContainerSection[];
}

/** The body of a 409 on a stale module/section write: the current state and who changed it. */
export interface ConflictDetails {
  /** the module or section as it is now; null for a page (a restore based on an older history entry) */
  current: ModuleNode | ContainerSection | null;
  changed_by: string | null;
  /** when it was changed (ISO) */
  changed_at?: string | null;
  /** what was changed, as a history entry says it ('Abschnitt „programm“ geändert'), for every owner */
  change?: VersionChange | null;
}
