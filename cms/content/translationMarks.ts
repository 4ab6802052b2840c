/**
 * When a module copied for translation is translated (issue 45 item 4): its mark stays while any of
 * its text fields (shared/modules/translatable.ts) still holds the source module's text, compared as
 * plain text (a copied link that now leads to the counterpart page is the same text). So saving the
 * headline's main line on the page leaves the mark while its preline and subline are still German;
 * the editor may also say it is done (`translation_done`), for a text that stays the same in both
 * languages. A module whose source is gone counts as translated once edited.
 */
import { eq } from 'drizzle-orm';
import { translatableFields } from '../../shared/modules/translatable';
import { htmlToText } from '../../shared/plainText';
import type { DbOrTx } from '../db/client';
import { modules } from '../db/schema';
import type { ModuleRow } from './tree';

const plain = (value: unknown) => (typeof value === 'string' ? htmlToText(value).trim() : '');

/** Whether `data` (the module's new data) still has a text field as its source has it. */
export async function stillUntranslated(db: DbOrTx, module: Pick<ModuleRow, 'model' | 'translation_source'>, data: Record<string, unknown>): Promise<boolean> {
  if (module.translation_source === null) return false;
  const [source] = await db.select({ data: modules.data }).from(modules).where(eq(modules.id, module.translation_source));
  if (!source) return false;
  return translatableFields(module.model).some((field) => {
    const text = plain(data[field.name]);
    return text !== '' && text === plain(source.data[field.name]);
  });
}
