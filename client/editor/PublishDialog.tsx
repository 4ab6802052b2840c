/**
 * The question before a publish or a discard (issue 45 item 1, docs/editor.md "Drafts, publishing"):
 * it names every language with unpublished changes as a checkbox, the page's language checked, so
 * publishing the German page never publishes an English draft unseen; before a publish it also says
 * what the content checks found ('Hinweise ansehen' opens them). Nothing chosen: nothing to confirm.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '../../shared/constants';
import { Dialog } from './ui/Dialog';
import { markedIn, type MarkedByLocale } from './translation/marks';
import * as styles from './ui/ui.module.css';

interface PublishDialogProps {
  kind: 'publish' | 'discard';
  /** the languages with unpublished changes */
  locales: readonly Locale[];
  /** the page's language (checked first) */
  current: Locale;
  /** publish: issues the content checks found */
  issueCount?: number;
  /** publish: modules still marked 'needs translation', per language */
  marked?: MarkedByLocale;
  onShowIssues?(): void;
  onConfirm(locales: Locale[]): void;
  onClose(): void;
  /** discard: the question for a page or for an object's sections */
  discardQuestion?: string;
}

/** 'n modules are still marked "needs translation" (English)' (issue 45 item 4), a live line: nothing when none are. */
export function MarkedWarning({ marked }: { marked: { count: number; locales: Locale[] } }) {
  const { t } = useTranslation();
  if (marked.count === 0) return null;
  const languages = marked.locales.map((l) => t(`editor.publication.language_${l}`)).join(', ');
  return <p data-testid="marked-warning">{t('editor.checks.marked', { count: marked.count, languages })}</p>;
}

/** Whether a publish needs the question: other languages have changes, or there are issues to warn of. */
export const publishNeedsQuestion = (locales: readonly Locale[], current: Locale, issueCount: number) =>
  issueCount > 0 || locales.some((l) => l !== current) || !locales.includes(current);

/** Whether the languages offered (those with changes) need a choice: more than one, or not the page's. */
export const languagesNeedChoice = (listed: readonly Locale[], current: Locale) => listed.length > 1 || (listed.length === 1 && listed[0] !== current);

/** The languages chosen at first: the page's when offered, else the one offered, else none. */
export const firstChoice = (listed: readonly Locale[], current: Locale): Locale[] => (listed.includes(current) ? [current] : listed.length === 1 ? [...listed] : []);

/**
 * The choice of languages (publish, discard, the schedule's go-live, a review's submission): the
 * languages chosen and a toggle, in the site's order. Until the editor toggles one, the choice is
 * `initial()` of the render: the draft status can arrive after the dialog opened (a save just made
 * in another language), and the default follows it instead of staying what it was at the opening.
 */
export function useLanguageChoice(initial: () => Locale[]) {
  const [toggled, setToggled] = useState<Locale[] | null>(null);
  const chosen = toggled ?? initial();
  const toggle = (locale: Locale, on: boolean) => setToggled((now) => LOCALES.filter((l) => (l === locale ? on : (now ?? initial()).includes(l))));
  return { chosen, toggle };
}

/** A checkbox per language offered, the page's named '(diese Seite)'; `legend` asks the question. */
export function LanguageChoice({ legend, listed, current, chosen, onToggle }: { legend: string; listed: readonly Locale[]; current: Locale; chosen: readonly Locale[]; onToggle(locale: Locale, on: boolean): void }) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.languageChoice} data-testid="publish-languages">
      <legend>{legend}</legend>
      {listed.map((locale) => (
        <label key={locale} className={styles.checkboxField}>
          <input type="checkbox" checked={chosen.includes(locale)} onChange={(event) => onToggle(locale, event.target.checked)} data-testid={`publish-language-${locale}`} />
          <span>
            {t(`editor.publication.language_${locale}`)}
            {locale === current ? ` ${t('editor.publication.thisPage')}` : ''}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** The languages by name, in the site's order ('Deutsch, Englisch'). */
export function useLanguageNames() {
  const { t } = useTranslation();
  return (locales: readonly Locale[]) =>
    LOCALES.filter((l) => locales.includes(l))
      .map((l) => t(`editor.publication.language_${l}`))
      .join(', ');
}

export function PublishDialog({ kind, locales, current, issueCount = 0, marked = {}, onShowIssues, onConfirm, onClose, discardQuestion }: PublishDialogProps) {
  const { t } = useTranslation();
  const listed = LOCALES.filter((l) => locales.includes(l));
  const { chosen, toggle } = useLanguageChoice(() => firstChoice(listed, current));
  const publish = kind === 'publish';
  const stillMarked = markedIn(marked, chosen);
  const warned = publish && (issueCount > 0 || stillMarked.count > 0);
  return (
    <Dialog
      title={t(publish ? 'editor.publication.warningTitle' : 'editor.publication.discardTitle')}
      onClose={onClose}
      size="small"
      testId={publish ? 'publish-warning' : 'discard-dialog'}
    >
      {!publish && <p>{discardQuestion}</p>}
      {listed.length > 1 || !listed.includes(current) ? (
        <LanguageChoice legend={t(publish ? 'editor.publication.publishLanguages' : 'editor.publication.discardLanguages')} listed={listed} current={current} chosen={chosen} onToggle={toggle} />
      ) : null}
      {publish && issueCount > 0 && <p>{t('editor.checks.publishWarning', { count: issueCount })}</p>}
      {publish && <MarkedWarning marked={stillMarked} />}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onClose} data-autofocus="" data-testid="publish-warning-cancel">
          {t('editor.publication.cancel')}
        </button>
        {publish && issueCount > 0 && onShowIssues && (
          <button
            type="button"
            className={styles.secondary}
            onClick={() => {
              onClose();
              onShowIssues();
            }}
            data-testid="publish-warning-show"
          >
            {t('editor.publication.showIssues')}
          </button>
        )}
        <button
          type="button"
          className={publish ? styles.primary : styles.danger}
          disabled={listed.length > 0 && chosen.length === 0}
          onClick={() => onConfirm(chosen)}
          data-testid={publish ? 'publish-anyway' : 'discard-confirm'}
        >
          {t(publish ? (warned ? 'editor.publication.publishAnyway' : 'editor.publication.publish') : 'editor.publication.discard')}
        </button>
      </div>
    </Dialog>
  );
}
