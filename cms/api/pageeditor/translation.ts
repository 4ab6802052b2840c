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
 *        what lacks a translation, is marked, or is older than its source (pages, concerts, stories, persons)
 * Editors only (CSRF on the write). The copy is one write with the page's version and the search index.
 */
import { z } from 'zod';
import { LOCALES, type Locale } from '../../../shared/constants';
import type { TranslationCopyResult, TranslationItem, TranslationUndoResult } from '../../../shared/contract/translation';
import { TRANSLATION_NOTES } from '../../../shared/history/changes';
import { defineEndpoint, PRIVATE_NO_STORE, type AnyEndpoint } from '../../http/endpoint';
import { ConflictError, ValidationError } from '../../errors';
import { DRAFT_OWNER_TYPES } from '../../content/drafts';
import { ownerRow, publicationStatus } from '../../content/publication';
import { copySections, moduleCountIn, otherLocale, TRANSLATION_OWNER_TYPES, translationStatus } from '../../content/translation';
import { loadSectionsJson, sectionsOfOwner } from '../../content/tree';
import { assertPublicationSince } from '../../content/publicationUndo';
import { restoreBeforeTranslation } from '../../content/translationUndo';
import { editorWrite } from '../../write/contentWrite';
import { basedOn } from './publication';
import { PAGE_EDITOR_MESSAGES } from '../../content/messages';

const LANGUAGE_NAMES: Record<Locale, Record<Locale, string>> = {
  de: { de: 'Deutsch', en: 'Englisch' },
  en: { de: 'German', en: 'English' },
};

/** The workflow's messages, in the request's language. */
export const TRANSLATION_MESSAGES: Record<Locale, { sameLanguage: string; nothingToCopy: (from: string) => string; hasContent: (to: string) => string; notKept: string }> = {
  de: {
    sameLanguage: 'Die Quelle muss die andere Sprache sein.',
    notKept: 'Die Übernahme lässt sich nicht mehr rückgängig machen: was diese Sprache vorher hatte, ist nicht mehr gespeichert.',
    nothingToCopy: (from) => `Die Fassung auf ${from} hat noch keine Module, die übernommen werden könnten.`,
    hasContent: (to) => `Die Fassung auf ${to} hat schon Inhalt. Soll er ersetzt werden?`,
  },
  en: {
    sameLanguage: 'The source must be the other language.',
    notKept: 'The copy can no longer be undone: what this language had before is no longer kept.',
    nothingToCopy: (from) => `The ${from} version has no modules to copy yet.`,
    hasContent: (to) => `The ${to} version already has content. Replace it?`,
  },
};

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
    async handler({ db, query, res }): Promise<{ items: TranslationItem[] }> {
      res.setHeader('Cache-Control', PRIVATE_NO_STORE);
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
      const m = TRANSLATION_MESSAGES[locale];
      const names = LANGUAGE_NAMES[locale];
      if (body.from === locale) throw new ValidationError({ from: [m.sameLanguage] });
      const copied = await editorWrite(db, user, TRANSLATION_NOTES.copied(body.from, locale), async (tx, { before }) => {
        await ownerRow(tx, owner, true);
        if (body.based_on) await assertPublicationSince(tx, owner, body.based_on, user.id, PAGE_EDITOR_MESSAGES[locale].stalePage);
        if ((await moduleCountIn(tx, owner, body.from)) === 0) throw new ValidationError({ from: [m.nothingToCopy(names[body.from])] });
        if (!body.replace && (await moduleCountIn(tx, owner, locale)) > 0) throw new ConflictError(m.hasContent(names[locale]));
        await before(owner);
        return copySections(tx, owner, body.from, locale, user.id);
      });
      return {
        copied,
        sections: await loadSectionsJson(db, sectionsOfOwner(owner, locale), locale),
        status: await publicationStatus(db, owner, user!.id),
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
      await editorWrite(db, user, TRANSLATION_NOTES.undone(otherLocale(locale), locale), async (tx, { before }) => {
        await ownerRow(tx, owner, true);
        // before `before`, which makes this editor the draft's last writer
        await assertPublicationSince(tx, owner, body.based_on, user.id, PAGE_EDITOR_MESSAGES[locale].stalePage);
        await before(owner);
        if (!(await restoreBeforeTranslation(tx, owner, locale))) throw new ConflictError(TRANSLATION_MESSAGES[locale].notKept);
      });
      return { sections: await loadSectionsJson(db, sectionsOfOwner(owner, locale), locale), status: await publicationStatus(db, owner, user.id) };
    },
  }),
];
