/** The translation workflow's requests (docs/api/pageeditor.md "Translation"). */
import type { Locale } from '../../../shared/constants';
import type { TranslationCopyResult, TranslationItem } from '../../../shared/contract/translation';
import type { RootStoreInstance } from '../../stores/RootStore';
import { storeEnv } from '../../stores/env';
import { areaOf } from '../../stores/areas';
import { editorArea } from '../EditorStore';
import { showSections, translationStep } from '../history/pageSteps';
import { otherLocale, translationPaths } from './paths';
import type { DraftOwner } from '../operations';

export { otherLocale, translationPaths };

/**
 * Copies the other language's sections into this one (the owner's draft) and shows them: the
 * editor's sections of the owner and, on a content page, the page's. Throws the API's error (409
 * 'conflict' when this language has content and `replace` is false). One step of the editor's undo.
 */
export async function copyTranslation(store: RootStoreInstance, locale: Locale, owner: DraftOwner, replace: boolean): Promise<TranslationCopyResult> {
  const { api } = storeEnv(store);
  const editor = areaOf(store, editorArea);
  const result = await editor.track('write', () => api.send<TranslationCopyResult>('POST', translationPaths.copy(locale, owner), { from: otherLocale(locale), replace }));
  showSections(store, editor, owner, result.sections);
  // undo brings back what the copy replaced
  editor.backup(translationStep(owner, locale, 'copy', result.status));
  return result;
}

export async function translationStatus(store: RootStoreInstance, locale: Locale): Promise<TranslationItem[]> {
  const { api } = storeEnv(store);
  const editor = areaOf(store, editorArea);
  const answer = await editor.track('read', () => api.get<{ items: TranslationItem[] }>(translationPaths.status(locale)));
  return answer.items;
}
