/**
 * The translation workflow (issue 27, docs/api/pageeditor.md "Translation"):
 *   POST /{locale}/pageeditor-api/translation/{content_type}/{object_id}/copy/  {from, replace?}
 *        -> TranslationCopyResult: the owner's sections of `from` copied into {locale} as its draft,
 *        each module marked 'needs translation' (cleared by its next update). 409 'conflict' when
 *        {locale} already has modules and `replace` is not true; 400 when `from` is {locale} or has none.
 *        What it replaced is kept for its undo. `based_on` (a redo after the undo): 409 'stale' when
 *        the owner's publication state changed since (cms/content/translationUndo.ts).
 *   POST /{locale}/pageeditor-api/translation/{content_type}/{object_id}/undo-copy/  {based_on}
 *        -> TranslationUndoResult: {locale}'s draft as the last copy into it found it; 409 'stale' as
 *        above, 409 'conflict' when nothing of {locale} is kept.
 *   GET  /{locale}/pageeditor-api/translation/status/[?type=page]  -> {items: TranslationItem[]}
 *        what lacks a translation, is marked, or is older than its source (pages, concerts, stories, persons,
 *        reusable sections: `shared`, with the address of a page that shows it in each language)
 * Editors only (CSRF on the write). The copy is one write with the page's version and the search index.
 */
import { z } from 'zod';
import { LOCALES } from '../../../shared/constants';
import type { TranslationCopyResult, TranslationItem, TranslationUndoResult } from '../../../shared/contract/translation';
import { defineEndpoint, type AnyEndpoint } from '../../http/endpoint';
import { DRAFT_OWNER_TYPES } from '../../content/drafts';
import { publicationStatus } from '../../content/publication';
import { TRANSLATION_OWNER_TYPES, translationStatus } from '../../content/translation';
import { loadSectionsJson, sectionsOfOwner } from '../../content/tree';
import { copyTranslation, undoTranslationCopy } from '../../write/translationWrite';
import { basedOn } from './publication';

const params = z.object({
  content_type: z.enum(DRAFT_OWNER_TYPES),
  object_id: z.coerce.number().int().positive().max(2_147_483_647),
});

const copyBody = z.object({
  from: z.enum(LOCALES),
  /** replace what the language has (the editor asked first) */
  replace: z.boolean().optional(),
  /** a redo: the publication state the undo's answer gave (409 'stale' when it changed since) */
  based_on: basedOn.optional(),
});

const undoBody = z.object({ based_on: basedOn });

const statusQuery = z.object({ type: z.enum(TRANSLATION_OWNER_TYPES).optional() });

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'translation.status',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/translation/status/',
    permission: 'editor',
    input: { query: statusQuery },
    async handler({ db, query }): Promise<{ items: TranslationItem[] }> {
      return { items: await translationStatus(db, query.type ? [query.type] : TRANSLATION_OWNER_TYPES) };
    },
  }),
  defineEndpoint({
    name: 'translation.copy',
    method: 'POST',
    api: 'pageeditor-api',
    path: '/translation/:content_type/:object_id/copy/',
    permission: 'editor',
    input: { params, body: copyBody },
    async handler({ db, params: owner, body, locale, user }): Promise<TranslationCopyResult> {
      const copied = await copyTranslation(db, user, owner, body, locale);
      return {
        copied,
        sections: await loadSectionsJson(db, sectionsOfOwner(owner, locale), locale),
        status: await publicationStatus(db, owner, user.id),
      };
    },
  }),
  defineEndpoint({
    name: 'translation.undoCopy',
    method: 'POST',
    api: 'pageeditor-api',
    path: '/translation/:content_type/:object_id/undo-copy/',
    permission: 'editor',
    input: { params, body: undoBody },
    async handler({ db, params: owner, body, locale, user }): Promise<TranslationUndoResult> {
      await undoTranslationCopy(db, user, owner, body.based_on, locale);
      return { sections: await loadSectionsJson(db, sectionsOfOwner(owner, locale), locale), status: await publicationStatus(db, owner, user.id) };
    },
  }),
];
