/**
 * The form of a new page and of a new language version (issue 45 items 3 and 7): a title, the slug
 * suggested from it (free below the parent, asked of the back end as the title is typed, until the
 * editor types a slug of their own), for a new page the parent by title, for a language version
 * whether to copy this version's modules. The back end's 400 shows at its field; nothing typed is lost.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { Locale } from '../../../shared/constants';
import { ApiError } from '../../../shared/api/errors';
import { useStore } from '../../stores/context';
import { FormActions } from '../ui/FormActions';
import * as styles from '../ui/ui.module.css';
import { parentOptions, suggestSlug, type ParentOption } from './api';
import { usePageTexts } from './texts';

export interface PageFormValues {
  title: string;
  slug: string;
  parent_id: number | null;
  copy: boolean;
}

interface PageFormProps {
  /** the language the title and slug are in */
  to: Locale;
  initialTitle: string;
  /** a new page: the parent picker, starting at this page */
  parent?: { initial: number | null };
  /** a language version: of this page (the slug is free below its parent), with the copy checkbox */
  version?: { pageId: number };
  submitLabel: string;
  onSubmit(values: PageFormValues): Promise<void>;
  onCancel(): void;
}

const SUGGEST_MS = 250;

export function PageForm({ to, initialTitle, parent, version, submitLabel, onSubmit, onCancel }: PageFormProps) {
  const { t, locale } = usePageTexts();
  const store = useStore();
  const id = useId();
  const [title, setTitle] = useState(initialTitle);
  const [slug, setSlug] = useState('');
  const [slugTyped, setSlugTyped] = useState(false);
  /** the parent's address in `to`, as the last suggestion said (undefined: not asked yet) */
  const [parentUrl, setParentUrl] = useState<string | null | undefined>(undefined);
  const [parentId, setParentId] = useState<number | null>(parent?.initial ?? null);
  const [parents, setParents] = useState<ParentOption[] | null>(null);
  const [parentsFailed, setParentsFailed] = useState(false);
  const [copy, setCopy] = useState(true);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  const picksParent = parent !== undefined;
  const versionOf = version?.pageId;
  useEffect(() => {
    if (!picksParent) return;
    parentOptions(store, locale).then(setParents, () => setParentsFailed(true));
  }, [store, locale, picksParent]);

  // the slug follows the title (and the parent) until the editor types one; the answer also says where the page will be
  useEffect(() => {
    let alive = true;
    const timer = setTimeout(() => {
      const query = versionOf !== undefined ? { title, page_id: versionOf, to } : { title, parent_id: parentId };
      suggestSlug(store, locale, query).then(
        (next) => {
          if (!alive) return;
          setParentUrl(next.parent_url);
          if (!slugTyped) setSlug(next.slug);
        },
        () => undefined,
      );
    }, SUGGEST_MS);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [store, locale, title, parentId, slugTyped, versionOf, to]);

  const path = parentUrl && slug ? `${parentUrl.replace(/\/$/, '')}/${slug}` : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    setError('');
    onSubmit({ title, slug, parent_id: parentId, copy })
      .catch((err: unknown) => {
        if (err instanceof ApiError && err.errors) {
          setErrors(err.errors);
          setError(Object.values(err.errors).flat().join(' '));
        } else setError(err instanceof Error && err.message ? err.message : t('failed'));
      })
      .finally(() => setSaving(false));
  };

  const described = (name: string, hint?: string) => [errors[name] ? `${id}-${name}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined;
  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className={styles.fieldError} data-testid={`new-page-error-${name}`}>
        {errors[name].join(' ')}
      </p>
    ) : null;
  const language = t(`language_${to}`);

  return (
    <form onSubmit={submit} className={styles.fields} data-testid="page-form" noValidate>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-title`}>
          {version ? t('versionPageTitle', { language }) : t('pageTitle')}
        </label>
        <input
          id={`${id}-title`}
          className={styles.input}
          value={title}
          lang={to}
          required
          maxLength={500}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={described('title')}
          onChange={(e) => setTitle(e.target.value)}
          data-testid="new-page-title"
        />
        {fieldError('title')}
      </div>
      {parent && (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-parent`}>
            {t('parent')}
          </label>
          {parentsFailed ? (
            <p className={styles.fieldError} role="alert">
              {t('loadFailed')}
            </p>
          ) : (
            <select
              id={`${id}-parent`}
              className={styles.input}
              value={parentId === null ? '' : String(parentId)}
              disabled={parents === null}
              aria-invalid={errors.parent_id ? true : undefined}
              aria-describedby={described('parent_id')}
              onChange={(e) => setParentId(e.target.value ? Number(e.target.value) : null)}
              data-testid="new-page-parent"
            >
              <option value="">{parents === null ? t('loading') : t('topLevel')}</option>
              {parents?.map((p) => (
                <option key={p.id} value={p.id}>
                  {`${'\u2003'.repeat(p.depth)}${p.title}${p.url ? '' : ` ${t('noAddress', { language })}`}`}
                </option>
              ))}
            </select>
          )}
          {fieldError('parent_id')}
        </div>
      )}
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-slug`}>
          {t('slug')}
        </label>
        <input
          id={`${id}-slug`}
          className={styles.input}
          value={slug}
          required
          maxLength={200}
          spellCheck={false}
          autoCapitalize="off"
          aria-invalid={errors.slug ? true : undefined}
          aria-describedby={described('slug', `${id}-slug-hint`)}
          onChange={(e) => {
            setSlugTyped(true);
            setSlug(e.target.value);
          }}
          data-testid="new-page-slug"
        />
        <p id={`${id}-slug-hint`} className={styles.hint} data-testid="new-page-path">
          {path ? t('slugHint', { path }) : t('slugHintNoPath')}
        </p>
        {fieldError('slug')}
      </div>
      {version && (
        <label className={styles.checkboxField}>
          <input type="checkbox" checked={copy} onChange={(e) => setCopy(e.target.checked)} data-testid="new-version-copy" />
          <span>{t('copy')}</span>
        </label>
      )}
      <FormActions
        error={error}
        errorTestId="new-page-error"
        cancelLabel={t('cancel')}
        onCancel={onCancel}
        cancelTestId="new-page-cancel"
        submitLabel={submitLabel}
        submitTestId="new-page-submit"
        saving={saving}
        savingLabel={t('creating')}
      />
    </form>
  );
}
