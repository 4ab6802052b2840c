/** The translation workflow's addresses (docs/api/pageeditor.md "Translation"), and the other language. */
import type { Locale } from '../../../shared/constants';
import type { DraftOwner } from '../operations/types';

const base = (locale: Locale, owner: DraftOwner) => `/${locale}/pageeditor-api/translation/${owner.content_type}/${owner.object_id}`;

export const translationPaths = {
  copy: (locale: Locale, owner: DraftOwner) => `${base(locale, owner)}/copy/`,
  undoCopy: (locale: Locale, owner: DraftOwner) => `${base(locale, owner)}/undo-copy/`,
  status: (locale: Locale) => `/${locale}/pageeditor-api/translation/status/`,
};

/** The other language of the site (two languages). */
export const otherLocale = (locale: Locale): Locale => (locale === 'de' ? 'en' : 'de');
