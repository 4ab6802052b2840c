/**
 * The content checks panel (shared/checks/contentIssues.ts): every issue of the page in the editor's
 * language (links that lead nowhere once the back end's link check answered, ./linkCheck.ts), with a button that jumps to the module (scrolls to it, marks it and focuses its edit
 * button). Checks warn; they never block a save or a publish.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContainerSection } from '../../../shared/contract/pages';
import { contentIssues, siteLinksOf, type ContentIssue } from '../../../shared/checks/contentIssues';
import { summaryOf } from '../modules/summary';
import { moduleName } from '../history/entry';
import { Dialog } from '../ui/Dialog';
import * as styles from '../ui/ui.module.css';

/** Scroll to a module of the editing view, mark it for a moment and focus its edit button (or the control `focus` names). */
export function jumpToModule(moduleId: number, focus = '[data-testid="edit-module"]'): boolean {
  const element = document.querySelector<HTMLElement>(`[data-testid="sections-editor"] [data-module-id="${moduleId}"]`);
  if (!element) return false;
  element.scrollIntoView({ block: 'center' });
  element.dataset.checkTarget = '';
  window.setTimeout(() => delete element.dataset.checkTarget, 2500);
  (element.querySelector<HTMLElement>(focus) ?? element.querySelector<HTMLElement>('[data-testid="edit-module"]'))?.focus({ preventScroll: true });
  return true;
}

/** The issue's message in the editor's language. */
export function issueMessage(issue: ContentIssue, t: (key: string, options?: Record<string, unknown>) => string): string {
  return t(`editor.checks.${issue.kind}`, issue.params);
}

interface ChecksPanelProps {
  sections: readonly ContainerSection[];
  otherSections: readonly ContainerSection[] | undefined;
  /** site addresses that lead nowhere (./linkCheck.ts); undefined until the back end answered */
  missingLinks: ReadonlySet<string> | undefined;
  onClose(): void;
}

export function ChecksPanel({ sections, otherSections, missingLinks, onClose }: ChecksPanelProps) {
  const { t } = useTranslation();
  const issues = contentIssues(sections, { otherSections, missingLinks });
  const names = new Map<number, string>();
  for (const section of sections) {
    for (const node of section.modules) {
      names.set(node.id, summaryOf(node));
      for (const child of node.children) names.set(child.id, summaryOf(child));
    }
  }
  return (
    <Dialog title={t('editor.checks.title')} onClose={onClose} testId="checks-panel">
      {issues.length === 0 ? (
        <p data-testid="checks-none">{t('editor.checks.none')}</p>
      ) : (
        <>
          <p>{t('editor.checks.intro', { count: issues.length })}</p>
          <ol className={styles.versionList} data-testid="checks-list">
            {issues.map((issue, index) => (
              <li key={`${issue.kind}-${issue.moduleId}-${index}`} className={styles.versionItem} data-kind={issue.kind} data-module-id={issue.moduleId}>
                <span className={styles.versionText}>
                  <strong>{issueMessage(issue, t)}</strong>
                  <br />
                  <small>
                    {moduleName(issue.model, t)}
                    {names.get(issue.moduleId) ? ` „${names.get(issue.moduleId)}“` : ''}
                  </small>
                </span>
                <button
                  type="button"
                  className={styles.smallButton}
                  onClick={() => {
                    onClose();
                    // after the dialog gave focus back
                    requestAnimationFrame(() => jumpToModule(issue.topModuleId));
                  }}
                  data-testid="check-jump"
                >
                  {t('editor.checks.jump')}
                </button>
              </li>
            ))}
          </ol>
        </>
      )}
      {missingLinks === undefined && siteLinksOf(sections).length > 0 && (
        <p className={styles.hint} role="status" data-testid="checks-links-pending">
          {t('editor.checks.linksPending')}
        </p>
      )}
      {otherSections === undefined && <p className={styles.hint}>{t('editor.checks.noOtherLanguage')}</p>}
    </Dialog>
  );
}

/** The other language's sections of a content page, loaded once per page (undefined until known or when there is none). */
export function useOtherLanguage(load: () => Promise<ContainerSection[] | null>, key: string): ContainerSection[] | undefined {
  const [result, setResult] = useState<{ key: string; sections: ContainerSection[] | undefined } | null>(null);
  useEffect(() => {
    let current = true;
    load().then(
      (sections) => current && setResult({ key, sections: sections ?? undefined }),
      () => current && setResult({ key, sections: undefined }),
    );
    return () => {
      current = false;
    };
    // load is a new closure each render; the key names what it loads
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return result?.key === key ? result.sections : undefined;
}
