/**
 * The texts a page carries in `<script id="__I18N__">` (client/i18n.ts): of its language's texts
 * only the groups (a key's first part: `events` of `events.more`) its server render asked for
 * (./i18nView.ts), and those the frame may show after hydration without a navigation. Hydration
 * renders what the server rendered, so it finds every text it needs here; the whole language comes
 * as a file of its own when first needed (client/i18n.ts: the cookie dialog, a client navigation, a
 * text the page lacks). An editor's page carries the whole language (the editor shows any text).
 *
 * Every group is serialized once at start; a page's texts are its groups' strings joined, in the
 * order of the language's file, so the same render gives the same bytes.
 */
import { resources } from '../../shared/i18n';
import type { Locale } from '../../shared/constants';
import { serializeState } from '../../client/snapshot';

/**
 * Shown without a navigation and possibly before the whole language has arrived: the error
 * boundary's page (`error.fallback`) and the frame's own texts.
 */
export const FRAME_GROUPS: readonly string[] = ['error', 'layout', 'site', 'accessibility'];

interface LanguageTexts {
  /** each group as `"name":value`, in the file's order */
  groups: [name: string, member: string][];
  whole: string;
}

const serialized = Object.fromEntries(
  Object.entries(resources).map(([locale, { translation }]) => {
    const groups = Object.entries(translation).map(([name, value]): [string, string] => [name, serializeState({ [name]: value }).slice(1, -1)]);
    return [locale, { groups, whole: serializeState(translation) }];
  }),
) as Record<Locale, LanguageTexts>;

/** The JSON of the page's texts: the groups in `used` and the frame's, or every group when `used` is null. */
export function pageTexts(locale: Locale, used: ReadonlySet<string> | null): string {
  const texts = serialized[locale];
  if (!used) return texts.whole;
  const members = texts.groups.filter(([name]) => used.has(name) || FRAME_GROUPS.includes(name)).map(([, member]) => member);
  return `{${members.join(',')}}`;
}
