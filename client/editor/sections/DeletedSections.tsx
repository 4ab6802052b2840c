/**
 * The owner's deleted sections (docs/editor.md "Trash"): a button beside "Add section" opens the
 * list of this page's (concert's, story's, person's) sections in the trash, each with "Restore"
 * (back into the draft, with its modules), and a link to the admin's trash for everything else.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBerlin } from '../../../shared/berlinTime';
import type { EditableOwner } from '../owner';
import type { DeletedSection } from '../operations/sections';
import { Dialog } from '../ui/Dialog';
import { useOperations } from '../useOperations';
import * as styles from '../ui/ui.module.css';

export function DeletedSections({ owner }: { owner: EditableOwner }) {
  const { t, i18n } = useTranslation();
  const ops = useOperations();
  const [open, setOpen] = useState(false);
  const [entries, setEntries] = useState<DeletedSection[] | null>(null);
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (!open) return;
    let live = true;
    ops.deletedSections(owner).then(
      (found) => live && setEntries(found),
      () => live && setMessage(t('editor.trash.failed')),
    );
    return () => {
      live = false;
    };
    // owner is an object literal of the caller: its content type and id stand for it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, owner.content_type, owner.object_id, ops, t]);

  const restore = async (entry: DeletedSection) => {
    try {
      const section = await ops.restoreDeletedSection(owner, entry);
      setEntries((list) => list?.filter((e) => e.id !== entry.id) ?? null);
      setMessage(t('editor.trash.restored', { slug: section.slug }));
    } catch {
      setMessage(t('editor.trash.failed'));
    }
  };

  return (
    <>
      <button type="button" className={styles.smallButton} onClick={() => setOpen(true)} data-testid="deleted-sections">
        {t('editor.trash.button')}
      </button>
      {open && (
        <Dialog title={t('editor.trash.title')} onClose={() => setOpen(false)} size="small" testId="deleted-sections-dialog">
          <p role="status">{message}</p>
          {entries?.length === 0 && <p>{t('editor.trash.empty')}</p>}
          {entries && entries.length > 0 && (
            <ul>
              {entries.map((entry) => (
                <li key={entry.id} data-testid="deleted-section">
                  {t('editor.trash.entry', { slug: entry.title, at: formatBerlin(entry.deleted_at, i18n.language, { short: true }), by: entry.deleted_by_name || '–' })}{' '}
                  <button type="button" className={styles.smallButton} onClick={() => void restore(entry)} aria-label={t('editor.trash.restoreNamed', { slug: entry.title })}>
                    {t('editor.trash.restore')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <p>
            <a href="/admin/trash">{t('editor.trash.admin')}</a>
          </p>
        </Dialog>
      )}
    </>
  );
}
