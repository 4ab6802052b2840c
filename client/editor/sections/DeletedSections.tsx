/**
 * The owner's deleted sections (docs/editor.md "Trash"): a button beside "Add section" opens the
 * list of this page's (concert's, story's, person's) sections in the trash, and on a page the
 * reusable sections that were placed on it when they were deleted (named as such, with the pages
 * they come back on), each with "Restore": a section back into the draft with its modules; a
 * reusable section back with its content, drafts and history on every page that showed it. A link
 * leads to the admin's trash for everything else.
 *
 * A page that placed a reusable section now in the trash says so above that button
 * (`SharedInTrashNotes`, editors only: visitors are shown nothing of it), and the button is
 * described by that note: the restore stays the list's.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBerlin } from '../../../shared/berlinTime';
import { ApiError } from '../../../shared/api/errors';
import type { SharedSectionUse } from '../../../shared/contract/pages';
import type { EditableOwner } from '../owner';
import type { DeletedSection } from '../operations/sections';
import { Dialog } from '../ui/Dialog';
import { useOperations } from '../useOperations';
import * as styles from '../ui/ui.module.css';
import * as sharedStyles from '../shared/shared.module.css';

/** 'Seite A (DE), Page B (EN)': each page once per language. */
const placesText = (uses: readonly SharedSectionUse[]): string => [...new Set(uses.map((use) => `${use.title} (${use.locale.toUpperCase()})`))].join(', ');

/**
 * On a page: the reusable sections in the trash that were placed on it in the editor's language
 * (the list's entries of kind `shared`), read again when `placed` (its placements shown now) or
 * `reload` changes: a delete or restore from this page changes what it places.
 */
export function useSharedInTrash(owner: EditableOwner, placed: string, reload: number): DeletedSection[] {
  const ops = useOperations();
  const [entries, setEntries] = useState<DeletedSection[]>([]);
  const pageId = owner.content_type === 'page' ? owner.object_id : null;
  useEffect(() => {
    if (pageId === null) return;
    let live = true;
    ops.deletedSections({ content_type: 'page', object_id: pageId }).then(
      (found) => live && setEntries(found.filter((entry) => entry.kind === 'shared' && entry.uses?.some((use) => use.page === pageId && use.locale === ops.locale))),
      // the note is a help, not the page: without the list there is none
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [pageId, placed, reload, ops]);
  return pageId === null ? [] : entries;
}

/** 'Wiederverwendbarer Abschnitt „Sponsoren“ ist im Papierkorb – …': one line per reusable section in the trash placed on this page. */
export function SharedInTrashNotes({ entries, id }: { entries: readonly DeletedSection[]; id: string }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <div id={id} className={sharedStyles.inTrash} data-testid="shared-in-trash">
      {entries.map((entry) => (
        <p key={entry.id} data-testid="shared-in-trash-note" data-entry-id={entry.id}>
          {t('editor.trash.sharedInTrash', { name: entry.title })}
        </p>
      ))}
    </div>
  );
}

export function DeletedSections({ owner, describedBy, onClosed }: { owner: EditableOwner; describedBy?: string; onClosed?(): void }) {
  const { t, i18n } = useTranslation();
  const ops = useOperations();
  const [open, setOpen] = useState(false);
  const [entries, setEntries] = useState<DeletedSection[] | null>(null);
  const [message, setMessage] = useState('');
  // one restore at a time (the buttons stay focusable: aria-disabled, not disabled)
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const [reload, setReload] = useState(0);
  const status = useRef<HTMLParagraphElement>(null);

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
  }, [open, reload, owner.content_type, owner.object_id, ops, t]);

  /** The message is said (role=status) and takes the focus: the button pressed may be gone. */
  const say = (text: string) => {
    setMessage(text);
    requestAnimationFrame(() => status.current?.focus());
  };

  const restore = async (entry: DeletedSection) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      if (entry.kind === 'shared') {
        await ops.restoreDeletedShared(entry);
        say(t('editor.trash.sharedRestored', { name: entry.title }));
      } else {
        const section = await ops.restoreDeletedSection(owner, entry);
        say(t('editor.trash.restored', { slug: section.slug }));
      }
      setEntries((list) => list?.filter((e) => e.id !== entry.id) ?? null);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        // restored (or purged) meanwhile, by someone else: the list and the page as they are now
        say(t(entry.kind === 'shared' ? 'editor.trash.sharedGone' : 'editor.trash.gone', { name: entry.title }));
        setReload((n) => n + 1);
      } else if (error instanceof ApiError && error.status < 500 && error.message) {
        // the back end's reason, in the page's language (what it belongs to is gone, …)
        say(error.message);
      } else {
        say(t('editor.trash.failed'));
      }
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  return (
    <>
      <button type="button" className={styles.smallButton} aria-haspopup="dialog" aria-describedby={describedBy} onClick={() => setOpen(true)} data-testid="deleted-sections">
        {t('editor.trash.button')}
      </button>
      {open && (
        <Dialog
          title={t('editor.trash.title')}
          onClose={() => {
            setOpen(false);
            setEntries(null);
            setMessage('');
            onClosed?.();
          }}
          size="small"
          testId="deleted-sections-dialog"
        >
          <p role="status" ref={status} tabIndex={-1} data-testid="deleted-sections-status">
            {message}
          </p>
          {entries === null && !message && <p>{t('editor.trash.loading')}</p>}
          {entries?.length === 0 && <p>{t('editor.trash.empty')}</p>}
          {entries && entries.length > 0 && (
            <ul>
              {entries.map((entry) => {
                const at = formatBerlin(entry.deleted_at, i18n.language, { short: true });
                const by = entry.deleted_by_name || '–';
                const shared = entry.kind === 'shared';
                return (
                  <li key={entry.id} data-testid="deleted-section" data-kind={entry.kind} data-entry-id={entry.id}>
                    <span data-testid="deleted-section-text">
                      {shared ? t('editor.trash.sharedEntry', { name: entry.title, at, by }) : t('editor.trash.entry', { slug: entry.title, at, by })}
                    </span>{' '}
                    {shared && entry.uses && entry.uses.length > 0 && (
                      <>
                        <br />
                        <span data-testid="deleted-section-uses">{t('editor.trash.comesBackOn', { pages: placesText(entry.uses) })}</span>{' '}
                      </>
                    )}
                    <button
                      type="button"
                      className={styles.smallButton}
                      aria-disabled={pending || undefined}
                      onClick={() => void restore(entry)}
                      aria-label={shared ? t('editor.trash.sharedRestoreNamed', { name: entry.title }) : t('editor.trash.restoreNamed', { slug: entry.title })}
                      data-testid="restore-deleted"
                    >
                      {t('editor.trash.restore')}
                    </button>
                  </li>
                );
              })}
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
