/**
 * A section's bar in edit mode: its layout, its anchor (slug), delete, and 'Make reusable' (a page's
 * section). A placement of a reusable section (issue 43 item 2) shows what it is and its own tools
 * (shared/SharedSectionTools.tsx) instead of the layout (the reusable section's) and delete.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContainerSection } from '../../../shared/contract/pages';
import { CONTAINER_LAYOUTS } from '../../../shared/modules/container';
import { ApiError } from '../../../shared/api/errors';
import type { EditableOwner } from '../owner';
import { ConfirmDialog } from '../ui/Dialog';
import { useLeaveGuard } from '../unsaved';
import { useOperations } from '../useOperations';
import * as styles from '../ui/ui.module.css';
import { MakeReusableButton, PlacementBar } from '../shared/SharedSectionTools';

export function SectionSettings({ owner, section }: { owner: EditableOwner; section: ContainerSection }) {
  const { t } = useTranslation();
  const ops = useOperations();
  const id = useId();
  const [slug, setSlug] = useState(section.slug);
  const [slugError, setSlugError] = useState('');
  const [deleting, setDeleting] = useState(false);
  // an anchor typed but not saved
  useLeaveGuard(slug !== section.slug);
  const shared = section.shared;
  // a placement's `version` is the reusable section's (its modules' writes go there): its own
  // anchor and its removal from the page are written without one
  const own = shared ? { ...section, version: undefined } : section;

  async function saveSlug() {
    setSlugError('');
    try {
      await ops.updateSection(owner, own, { slug });
    } catch (error) {
      // the anchor typed stays in the field
      setSlugError(error instanceof ApiError ? (error.errors?.slug?.join(' ') ?? error.message) : t('editor.alerts.error'));
    }
  }

  return (
    <div className={styles.sectionBar}>
      {shared && <PlacementBar shared={shared} section={section} onRemove={() => ops.deleteSection(owner, own).catch(() => undefined)} />}
      {!shared && (
        <label className={styles.inline} htmlFor={`${id}-layout`}>
          {t('editor.section.layout')}
          <select
            id={`${id}-layout`}
            className={styles.input}
            value={section.layout}
            onChange={(e) => ops.updateSection(owner, section, { layout: Number(e.target.value) }).catch(() => undefined)}
            data-testid="section-layout"
          >
            {CONTAINER_LAYOUTS.map((layout, index) => (
              <option key={layout.label} value={index}>
                {layout.label}
              </option>
            ))}
          </select>
        </label>
      )}
      <form
        className={styles.inline}
        onSubmit={(e) => {
          e.preventDefault();
          void saveSlug();
        }}
      >
        <label htmlFor={`${id}-slug`}>{t('editor.section.anchor')}</label>
        <input
          id={`${id}-slug`}
          className={styles.input}
          value={slug}
          onChange={(e) => setSlug(e.target.value)}
          aria-invalid={!!slugError || undefined}
          aria-describedby={slugError ? `${id}-slug-error` : undefined}
          data-testid="section-slug"
        />
        <button type="submit" className={styles.smallButton} disabled={slug === section.slug}>
          {t('editor.section.saveAnchor')}
        </button>
        {slugError && (
          <span id={`${id}-slug-error`} className={styles.fieldError}>
            {slugError}
          </span>
        )}
      </form>
      {!shared && owner.content_type === 'page' && <MakeReusableButton section={section} />}
      {!shared && (
        <button type="button" className={styles.smallDanger} onClick={() => setDeleting(true)} data-testid="delete-section">
          {t('editor.section.delete')}
        </button>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('editor.dialog.confirmTitle')}
          message={t('editor.dialog.confirmSection')}
          confirmLabel={t('editor.dialog.delete')}
          onCancel={() => setDeleting(false)}
          onConfirm={() => {
            setDeleting(false);
            ops.deleteSection(owner, section).catch(() => undefined);
          }}
        />
      )}
    </div>
  );
}
