/**
 * What changed between two versions of a page (GET …/page/{id}/versions/{vid}/diff/) or of a
 * reusable section (GET …/shared-sections/{id}/versions/{vid}/diff/): page fields, sections, and
 * modules added, removed, changed (each text field with its words struck and inserted) or moved.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldChange, ModulePlace, VersionDiff } from '../../../shared/contract/pages';
import { diffWords } from '../../../shared/history/diff';
import { formatBerlin } from '../../../shared/berlinTime';
import { changeTarget, inLocale } from './entry';
import * as styles from '../ui/ui.module.css';

function Words({ change }: { change: FieldChange }) {
  return (
    <span className={styles.diffText}>
      {diffWords(change.before, change.after).map((part, index) =>
        part.kind === 'added' ? (
          <ins key={index}>{part.text}</ins>
        ) : part.kind === 'removed' ? (
          <del key={index}>{part.text}</del>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </span>
  );
}

/** The changes of a diff: page fields, sections, and modules added, removed, changed or moved (the history's diff, and the review's). */
export function DiffList({ diff }: { diff: Pick<VersionDiff, 'fields' | 'sections' | 'modules'> }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'de';
  const moduleField = (model: string, field: string) => t([`editor.fieldsByModel.${model}.${field}`, `editor.fields.${field}`], { defaultValue: field });
  const pageField = (field: string) => {
    const match = /^(.*)_(de|en)$/.exec(field);
    const name = t(`editor.history.pageFields.${match ? match[1] : field}`, { defaultValue: field });
    return match ? `${name} (${match[2].toUpperCase()})` : name;
  };
  const placeText = (place: ModulePlace) => t('editor.history.place', { section: place.section, column: place.column + 1, position: place.position });

  return (
    <ul className={styles.diffList} data-testid="diff-list">
      {diff.fields.map((change) => (
        <li key={`page-${change.field}`} data-diff="page">
          <strong>{pageField(change.field)}</strong>: <Words change={change} />
        </li>
      ))}
      {diff.sections.map((section) => (
        <li key={`section-${section.id}`} data-diff={`section-${section.status}`}>
          {inLocale(t(`editor.history.status.${section.status}`, { what: changeTarget({ target: 'section', model: null, label: section.slug }, t) }), section.locale, locale, t)}
          {section.fields.map((change) => (
            <div key={change.field}>
              {t(`editor.history.sectionFields.${change.field}`, { defaultValue: change.field })}: <Words change={change} />
            </div>
          ))}
        </li>
      ))}
      {diff.modules.map((module) => (
        <li key={`module-${module.id}`} data-diff={`module-${module.status}${module.moved ? '-moved' : ''}`} data-module-id={module.id}>
          {module.status !== 'unchanged' &&
            inLocale(t(`editor.history.status.${module.status}`, { what: changeTarget({ target: 'module', model: module.model, label: module.label }, t) }), module.locale, locale, t)}
          {module.moved && module.from && module.to && (
            <div>
              {module.status === 'unchanged'
                ? inLocale(t('editor.history.movedWhat', { what: changeTarget({ target: 'module', model: module.model, label: module.label }, t) }), module.locale, locale, t)
                : t('editor.history.moved')}
              : {placeText(module.from)} → {placeText(module.to)}
            </div>
          )}
          {module.fields.map((change) => (
            <div key={change.field}>
              {moduleField(module.model, change.field)}: <Words change={change} />
            </div>
          ))}
        </li>
      ))}
    </ul>
  );
}

/**
 * Which version's diff a history dialog shows instead of its list. Back at the list, focus returns to
 * that version's button that opened it (`[data-version-id] [data-testid={buttonTestId}]` in `listRef`).
 */
export function useComparing<V extends { id: number }>(buttonTestId: string) {
  const [comparing, setComparing] = useState<V | null>(null);
  const [returnTo, setReturnTo] = useState<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (returnTo === null || !listRef.current) return;
    listRef.current.querySelector<HTMLElement>(`[data-version-id="${returnTo}"] [data-testid="${buttonTestId}"]`)?.focus();
    setReturnTo(null);
  }, [returnTo, buttonTestId]);
  const back = () => {
    setReturnTo(comparing?.id ?? null);
    setComparing(null);
  };
  return { comparing, compare: setComparing, back, listRef };
}

/** What a diff view shows of a diff answer (a page's VersionDiff or a reusable section's SharedVersionDiff). */
export type DiffAnswer = Pick<VersionDiff, 'from' | 'to' | 'fields' | 'sections' | 'modules'>;

/**
 * One version's changes against the version before, or against another one picked from `versions`.
 * `load` fetches a diff (stable: memoised by the caller). Opens with focus on 'Zurück zur Liste', the
 * view's first control (the button that opened it is gone).
 */
export function DiffView({
  version,
  versions,
  load,
  onBack,
}: {
  version: { id: number };
  versions: readonly { id: number; created_at: string }[];
  load(versionId: number, against: number | null): Promise<DiffAnswer>;
  onBack(): void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'de';
  const older = versions.filter((v) => v.id !== version.id);
  const [against, setAgainst] = useState<number | null>(null);
  const key = `${version.id}/${against ?? ''}`;
  const [result, setResult] = useState<{ key: string; diff: DiffAnswer | null } | null>(null);
  const diff = result?.key === key ? result.diff : null;
  const failed = result?.key === key && result.diff === null;
  const back = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    back.current?.focus();
  }, []);

  useEffect(() => {
    let current = true;
    load(version.id, against).then(
      (answer) => current && setResult({ key, diff: answer }),
      () => current && setResult({ key, diff: null }),
    );
    return () => {
      current = false;
    };
  }, [load, version.id, against, key]);

  const empty = diff && diff.fields.length === 0 && diff.sections.length === 0 && diff.modules.length === 0;

  return (
    <div data-testid="version-diff">
      <p className={styles.diffHead}>
        <button ref={back} type="button" className={styles.smallButton} onClick={onBack} data-testid="diff-back">
          ← {t('editor.history.backToList')}
        </button>
        <label className={styles.inline}>
          {t('editor.history.compareWith')}
          <select className={styles.input} value={against ?? ''} onChange={(e) => setAgainst(e.target.value ? Number(e.target.value) : null)} data-testid="diff-against">
            <option value="">{t('editor.history.previousVersion')}</option>
            {older.map((v) => (
              <option key={v.id} value={v.id}>
                {t('editor.history.versionOption', { id: v.id, date: formatBerlin(v.created_at, locale) })}
              </option>
            ))}
          </select>
        </label>
      </p>
      {failed && <p role="alert">{t('editor.alerts.error')}</p>}
      {!diff && !failed && <p>{t('editor.version.loading')}</p>}
      {diff && (
        <>
          <h3 className={styles.childrenTitle}>
            {diff.from === null ? t('editor.history.diffTitleFirst', { to: diff.to }) : t('editor.history.diffTitle', { from: diff.from, to: diff.to })}
          </h3>
          {empty && <p>{t('editor.history.noChanges')}</p>}
          <DiffList diff={diff} />
        </>
      )}
    </div>
  );
}
