/**
 * The sentence of one history entry, in the editor's language:
 *   'Überschrift „Saisonstart“ hinzugefügt · Demo · vor 3 Minuten'
 *   'Quote “Music is the answer” deleted (German) · Demo · 2 hours ago'
 *   'Veröffentlicht · Demo · gestern', 'Nach Zeitplan online gestellt · System · vor 5 Minuten'
 *   'Copied from German · Demo · 1 minute ago' (a translation copy into English, on the English page)
 *   'Zur Prüfung eingereicht: „Bitte den Termin prüfen“ · Erika Muster · vor 5 Minuten' (the review's steps)
 * Pure (a `t` and a clock come in), so the wording is unit-tested (test/unit/editor/history.test.ts).
 */
import type { TFunction } from 'i18next';
import type { PageVersion, VersionChange } from '../../../shared/contract/pages';
import { intlLocale } from '../../../shared/intl';
import { getModuleSchema } from '../../../shared/modules';
import { formatBerlin } from '../../../shared/berlinTime';

type T = TFunction | ((key: string, options?: Record<string, unknown>) => string);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'vor 3 Minuten', 'gerade eben', 'gestern'; older than a week: the date and time in Berlin ('15.05.2027, 18:00 MESZ'). */
export function relativeTime(iso: string, locale: string, t: T, now: number = Date.now()): string {
  const then = new Date(iso).getTime();
  const elapsed = Math.max(0, now - then);
  const lang = intlLocale(locale);
  if (elapsed < MINUTE) return t('editor.history.justNow');
  const rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  if (elapsed < HOUR) return rtf.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return rtf.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return rtf.format(-Math.floor(elapsed / DAY), 'day');
  return formatBerlin(iso, locale);
}

/** A module's name in the editor's language ('Überschrift'). */
export function moduleName(model: string | null, t: T): string {
  const label = model ? getModuleSchema(model)?.label : undefined;
  return label ? t(`editor.names.${label}`) : t('editor.history.module');
}

/** What was changed: 'Überschrift „Saisonstart“', 'Abschnitt „saisonstart“'. */
export function changeTarget(change: Pick<VersionChange, 'target' | 'model' | 'label'>, t: T): string {
  const name = change.target === 'section' ? t('editor.history.section') : moduleName(change.model, t);
  return change.label ? t('editor.history.labelled', { name, label: change.label }) : name;
}

/** A sentence about content of the other language gets the language: '… gelöscht (englische Fassung)'. */
export function inLocale(sentence: string, contentLocale: string | null, locale: string, t: T): string {
  return contentLocale && contentLocale !== locale ? t('editor.history.inLocale', { what: sentence, language: t(`editor.history.languages.${contentLocale}`) }) : sentence;
}

/** What happened, without who and when: 'Überschrift „Saisonstart“ hinzugefügt'. */
export function describeChange(change: VersionChange, note: string, locale: string, t: T): string {
  switch (change.action) {
    case 'initial':
    case 'published':
    case 'discarded':
    case 'publishUndone':
    case 'discardUndone':
    case 'scheduledOnline':
    case 'scheduledOffline':
    case 'adminCreated':
    case 'adminChanged':
    case 'trashRestored':
    case 'editorCreated':
    case 'versionCreatedDe':
    case 'versionCreatedEn':
      return t(`editor.history.${change.action}`);
    case 'restored':
      return t('editor.history.restored', { id: change.target_id });
    case 'reviewSubmitted':
    case 'reviewReturned':
    case 'reviewApproved':
    case 'reviewScheduled': {
      // 'Zur Prüfung eingereicht: „Bitte den Termin prüfen“'; the go-live in Berlin time
      const what = t(`editor.history.${change.action}`, { at: change.at ? formatBerlin(change.at, locale, { short: true }) : '' });
      return change.label ? t('editor.history.withComment', { what, comment: change.label }) : what;
    }
    case 'translationCopied':
    case 'translationUndone':
      // 'Aus dem Deutschen übernommen (englische Fassung)': the source is the other language of the one copied into
      return inLocale(t(`editor.history.${change.action}.${change.locale === 'de' ? 'en' : 'de'}`), change.locale, locale, t);
    case 'reordered':
    case 'added':
    case 'changed':
    case 'deleted':
      return inLocale(t(`editor.history.${change.action}`, { what: changeTarget(change, t) }), change.locale, locale, t);
    default:
      return note || t('editor.history.unknown');
  }
}

/** The whole entry: what · who · when. */
export function describeVersion(version: Omit<PageVersion, 'page'> & { page?: number }, locale: string, t: T, now: number = Date.now()): string {
  const who = version.author_name ?? version.author ?? t('editor.history.system');
  return [describeChange(version.change, version.note, locale, t), who, relativeTime(version.created_at, locale, t, now)].join(' · ');
}
