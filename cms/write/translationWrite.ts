/**
 * The translation workflow's writes (issue 27; the rules kept out of the endpoint, issue 29): copy
 * the other language's sections into a language's draft, and undo that copy. Each is one
 * `editorWrite` (contentWrite.ts) under the owner's lock; what the copy replaced is kept for its undo
 * (cms/content/translationUndo.ts). `basedOn` (a redo, or the undo): 409 'stale' when the owner's
 * publication state changed since (cms/content/publicationUndo.ts).
 */
import type { Locale } from '../../shared/constants';
import { TRANSLATION_NOTES } from '../../shared/history/changes';
import type { Db } from '../db/client';
import { ConflictError, ValidationError } from '../errors';
import type { DraftOwner } from '../content/drafts';
import { PAGE_EDITOR_MESSAGES } from '../content/messages';
import { ownerRow } from '../content/publication';
import { assertPublicationSince, type PublicationSeen } from '../content/publicationUndo';
import { copySections, moduleCountIn, otherLocale } from '../content/translation';
import { restoreBeforeTranslation } from '../content/translationUndo';
import { editorWrite } from './contentWrite';

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

export interface CopyTranslationInput {
  from: Locale;
  /** replace what the language has (the editor asked first) */
  replace?: boolean;
  based_on?: PublicationSeen;
}

/** Copies `from`'s sections into `locale`'s draft; resolves to the number of modules copied. */
export function copyTranslation(db: Db, user: { id: number }, owner: DraftOwner, body: CopyTranslationInput, locale: Locale): Promise<number> {
  const m = TRANSLATION_MESSAGES[locale];
  const names = LANGUAGE_NAMES[locale];
  if (body.from === locale) throw new ValidationError({ from: [m.sameLanguage] });
  return editorWrite(db, user, TRANSLATION_NOTES.copied(body.from, locale), async (tx, { before }) => {
    await ownerRow(tx, owner, true);
    if (body.based_on) await assertPublicationSince(tx, owner, body.based_on, user.id, PAGE_EDITOR_MESSAGES[locale].stalePage);
    if ((await moduleCountIn(tx, owner, body.from)) === 0) throw new ValidationError({ from: [m.nothingToCopy(names[body.from])] });
    if (!body.replace && (await moduleCountIn(tx, owner, locale)) > 0) throw new ConflictError(m.hasContent(names[locale]));
    await before(owner);
    return copySections(tx, owner, body.from, locale, user.id);
  });
}

/** Brings back `locale`'s draft as the last copy into it found it; 409 'conflict' when nothing is kept. */
export async function undoTranslationCopy(db: Db, user: { id: number }, owner: DraftOwner, basedOn: PublicationSeen, locale: Locale): Promise<void> {
  await editorWrite(db, user, TRANSLATION_NOTES.undone(otherLocale(locale), locale), async (tx, { before }) => {
    await ownerRow(tx, owner, true);
    // before `before`, which makes this editor the draft's last writer
    await assertPublicationSince(tx, owner, basedOn, user.id, PAGE_EDITOR_MESSAGES[locale].stalePage);
    await before(owner);
    if (!(await restoreBeforeTranslation(tx, owner, locale))) throw new ConflictError(TRANSLATION_MESSAGES[locale].notKept);
  });
}
