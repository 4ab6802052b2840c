/**
 * Reusable sections in the editor (issue 43 item 2; docs/editor.md "Reusable sections"):
 * - 'Als wiederverwendbar speichern' / 'Make reusable' in a page section's bar asks for a name;
 * - 'Wiederverwendbaren Abschnitt einfügen' / 'Insert reusable section' below a page's sections
 *   lists them by name with where each is used, and places one at the end of the page;
 * - a placement's bar says it is one ('Wiederverwendbarer Abschnitt: Sponsoren – auch auf: …'),
 *   its own draft state with Publish (or 'Zur Prüfung einreichen' / 'Submit for review', the review's
 *   controls, for editors whose changes need approval) and Discard, 'Umbenennen' / 'Rename' (they act on the reusable section: every page that
 *   shows it), 'Lösen' / 'Detach' (a page-local copy) and 'Überall löschen' / 'Delete everywhere',
 *   which asks first and names every page it is used on.
 * Its modules are edited in place as any section's: the back end writes them into the reusable section.
 */
import { observer } from 'mobx-react';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ContainerSection, PublicationStatus, SharedPlacement, SharedSectionInfo, SharedSectionUse, SharedVersion } from '../../../shared/contract/pages';
import { ApiError } from '../../../shared/api/errors';
import { areaOf } from '../../stores/areas';
import { useStore } from '../../stores/context';
import { editorArea } from '../EditorStore';
import { ownerKey } from '../owner';
import { ReviewControls } from '../review/ReviewControls';
import type { EditableOwner } from '../owner';
import { ConfirmDialog, Dialog } from '../ui/Dialog';
import { FormActions } from '../ui/FormActions';
import * as ui from '../ui/ui.module.css';
import * as styles from './shared.module.css';
import { deleteShared, detachShared, discardShared, listShared, makeReusable, placeShared, publishShared, renameShared, restoreSharedVersion, sharedInfo, sharedStatus, sharedVersionDiff, sharedVersions } from './api';
import { DiffView, useComparing } from '../history/DiffView';
import { describeVersion } from '../history/entry';
import { formatBerlin } from '../../../shared/berlinTime';
import { useTranslation } from 'react-i18next';
import { useSharedTexts } from './texts';

const ignore = () => undefined; // failures show the editor's error alert

/** 'Seite A (DE), Page B (EN)': the places, each page once per language. */
function placesText(uses: readonly SharedSectionUse[], t: (key: string) => string): string {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const use of uses) {
    const label = `${use.title} (${t(`locale_${use.locale}`)})`;
    if (!seen.has(label)) out.push(label);
    seen.add(label);
  }
  return out.join(', ');
}

/** 'Als wiederverwendbar speichern' of a page's own section: a name, then the section is reusable. */
export function MakeReusableButton({ section }: { section: ContainerSection }) {
  const { t } = useSharedTexts();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={ui.smallButton} aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="make-reusable">
        {t('make')}
      </button>
      {open && <MakeReusableDialog section={section} onClose={() => setOpen(false)} />}
    </>
  );
}

function MakeReusableDialog({ section, onClose }: { section: ContainerSection; onClose(): void }) {
  const { t, locale } = useSharedTexts();
  const store = useStore();
  return (
    <NameDialog
      title={t('makeTitle')}
      intro={t('makeIntro')}
      initial=""
      testId="make-reusable-dialog"
      onClose={onClose}
      onSave={(name) => makeReusable(store, locale, section.id, name)}
    />
  );
}

/** The name of a reusable section asked for (new, or renamed): required, saved by `onSave`, whose API error it shows. */
function NameDialog({ title, intro, initial, testId, onClose, onSave }: { title: string; intro: string; initial: string; testId: string; onClose(): void; onSave(name: string): Promise<unknown> }) {
  const { t } = useSharedTexts();
  const id = useId();
  const [name, setName] = useState(initial);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(t('nameRequired'));
      return;
    }
    setSaving(true);
    setError('');
    onSave(name.trim()).then(onClose, (err: unknown) => {
      setSaving(false);
      setError(err instanceof ApiError ? (err.errors ? Object.values(err.errors).flat().join(' ') : err.message) : t('failed'));
    });
  };
  return (
    <Dialog title={title} onClose={onClose} size="small" testId={testId}>
      <p>{intro}</p>
      <form onSubmit={submit} className={ui.fields} noValidate>
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${id}-name`}>
            {t('name')}
          </label>
          <input
            id={`${id}-name`}
            className={ui.input}
            value={name}
            required
            maxLength={200}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint`}
            onChange={(e) => {
              setName(e.target.value);
              setError('');
            }}
            data-testid="reusable-name"
          />
          <p id={`${id}-hint`} className={ui.hint}>
            {t('nameHint')}
          </p>
        </div>
        <FormActions
          error={error}
          errorTestId="reusable-error"
          cancelLabel={t('cancel')}
          onCancel={onClose}
          cancelTestId="reusable-cancel"
          submitLabel={t('save')}
          submitTestId="reusable-save"
          saving={saving}
          savingLabel={t('saving')}
        />
      </form>
    </Dialog>
  );
}

/** 'Wiederverwendbaren Abschnitt einfügen' below a page's sections. */
export function InsertSharedButton({ owner }: { owner: EditableOwner }) {
  const { t } = useSharedTexts();
  const [open, setOpen] = useState(false);
  if (owner.content_type !== 'page' || owner.object_id === null) return null;
  return (
    <>
      <button type="button" className={ui.secondary} aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="insert-shared">
        + {t('insert')}
      </button>
      {open && <InsertSharedDialog pageId={owner.object_id} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The reusable sections whose name contains `query` (case and accents ignored). */
function shown(list: readonly SharedSectionInfo[], query: string): readonly SharedSectionInfo[] {
  const plain = (value: string) => value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  const wanted = plain(query.trim());
  return wanted ? list.filter((item) => plain(item.name).includes(wanted)) : list;
}

function InsertSharedDialog({ pageId, onClose }: { pageId: number; onClose(): void }) {
  const { t, locale } = useSharedTexts();
  const store = useStore();
  const [list, setList] = useState<SharedSectionInfo[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [query, setQuery] = useState('');
  const id = useId();
  const filter = useRef<HTMLInputElement>(null);
  const loaded = list !== null && list.length > 0;
  // the dialog starts on the search field once the list is there
  useEffect(() => {
    if (loaded) filter.current?.focus();
  }, [loaded]);
  useEffect(() => {
    let alive = true;
    listShared(store, locale).then(
      (found) => alive && setList(found),
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
    };
  }, [store, locale]);
  const place = (item: SharedSectionInfo) => {
    setBusy(true);
    placeShared(store, locale, item.id, pageId).then(onClose, () => setBusy(false));
  };
  return (
    <Dialog title={t('insertTitle')} onClose={onClose} testId="insert-shared-dialog">
      <p>{t('insertIntro', { language: t(`language_${locale}`) })}</p>
      {failed ? (
        <p className={ui.formError} role="alert">
          {t('loadFailed')}
        </p>
      ) : list === null ? (
        <p role="status">{t('loading')}</p>
      ) : list.length === 0 ? (
        <p data-testid="shared-none">{t('none')}</p>
      ) : (
        <>
          <div className={ui.field}>
            <label className={ui.label} htmlFor={`${id}-filter`}>
              {t('filter')}
            </label>
            <input ref={filter} id={`${id}-filter`} className={ui.input} type="search" value={query} onChange={(e) => setQuery(e.target.value)} data-testid="shared-filter" />
          </div>
          <p className="visually-hidden" role="status">
            {query ? t('found', { count: shown(list, query).length }) : ''}
          </p>
          <ul className={styles.list} data-testid="shared-list">
            {shown(list, query).map((item) => {
              const here = item.uses.some((use) => use.page === pageId && use.locale === locale);
              return (
                <li key={item.id} className={styles.item} data-testid="shared-item" data-shared-id={item.id}>
                  <div>
                    <p className={styles.itemName}>{item.name}</p>
                    <p className={styles.uses}>{item.uses.length > 0 ? t('usedOn', { pages: placesText(item.uses, t) }) : t('unused')}</p>
                  </div>
                  <button type="button" className={ui.primary} disabled={busy} aria-label={t('insertNamed', { name: item.name })} onClick={() => place(item)} data-testid="place-shared" data-here={here || undefined}>
                    {t('insertOne')}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Dialog>
  );
}

type Asking = 'rename' | 'detach' | 'discard' | 'remove' | 'history' | { message: string; uses: string[] } | null;

/**
 * The bar of a placement: what it is and where else it is used, its draft state, Publish, Discard,
 * Detach, Remove from this page and Delete everywhere.
 */
export const PlacementBar = observer(function PlacementBar({ shared, section, onRemove }: { shared: SharedPlacement; section: ContainerSection; onRemove(): void }) {
  const { t, locale } = useSharedTexts();
  const store = useStore();
  const editor = areaOf(store, editorArea);
  const mayPublish = store.user.current?.may_publish ?? true;
  const [info, setInfo] = useState<SharedSectionInfo | null>(null);
  const [status, setStatusOnly] = useState<PublicationStatus | null>(null);
  const sharedId = shared.id;
  const key = ownerKey({ content_type: 'shared', object_id: sharedId });
  // what the status says of its review goes to the store: the review's controls read it again on a change
  const setStatus = useCallback(
    (next: PublicationStatus) => {
      setStatusOnly(next);
      editor.noteReview(key, next.review);
    },
    [editor, key],
  );
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const writes = editor.writes;
  // where it is used and its draft state: now and after every save (one of its modules, another placement)
  useEffect(() => {
    let alive = true;
    sharedInfo(store, locale, sharedId).then((next) => alive && setInfo(next), ignore);
    sharedStatus(store, locale, sharedId).then((next) => alive && setStatus(next), ignore);
    return () => {
      alive = false;
    };
  }, [store, locale, sharedId, writes, setStatus]);

  const others = info ? info.uses.filter((use) => use.section !== section.id) : [];
  const draft = status?.draft_locales.includes(locale) ?? false;
  const name = info?.name ?? shared.name;
  const run = (work: () => Promise<unknown>) => {
    setBusy(true);
    work()
      .catch(ignore)
      .finally(() => setBusy(false));
  };
  const publish = () =>
    run(() =>
      publishShared(store, locale, sharedId).then((next) => {
        setStatus(next);
        // the page's publish bar says whether a reusable section on it has unpublished changes
        editor.countWrite();
        setNote(t('publishedNote', { name }));
      }),
    );
  const askDelete = () =>
    run(() =>
      deleteShared(store, locale, sharedId, false).then((question) => {
        if (question) setAsking(question);
      }),
    );
  const confirm = () => {
    const question = asking;
    setAsking(null);
    if (question === 'detach') run(() => detachShared(store, locale, section.id));
    else if (question === 'discard')
      run(() =>
        discardShared(store, locale, sharedId).then((next) => {
          setStatus(next);
          editor.countWrite();
        }),
      );
    else if (question === 'remove') onRemove();
    else if (question) run(() => deleteShared(store, locale, sharedId, true));
  };

  return (
    <div className={styles.placement} data-testid="shared-placement" data-shared-id={sharedId}>
      <p className={styles.marker} data-testid="shared-marker">
        <span className={styles.markerName}>{t('marker', { name })}</span>
        {info && ` – ${others.length > 0 ? t('alsoOn', { pages: placesText(others, t) }) : t('onlyHere')}. ${t('editHint')}`}
      </p>
      {status && (
        <span className={`${styles.state} ${draft ? styles.draft : ''}`} data-testid="shared-state" data-draft={draft || undefined}>
          {draft ? t('unpublished') : t('published')}
        </span>
      )}
      {mayPublish && (
        <button type="button" className={ui.smallButton} disabled={busy || !draft} onClick={publish} aria-label={t('publishNamed', { name })} data-testid="shared-publish">
          {t('publish')}
        </button>
      )}
      {/* an editor whose changes need approval submits it for review; a reviewer checks it here (docs/editor.md "Review") */}
      <ReviewControls owner={{ content_type: 'shared', object_id: sharedId }} status={status} onStatus={setStatus} buttonClassName={ui.smallButton} buttonLabel={(label) => t('reviewNamed', { action: label, name })} />
      <button type="button" className={ui.smallButton} disabled={busy || !draft} onClick={() => setAsking('discard')} aria-label={t('discardNamed', { name })} data-testid="shared-discard">
        {t('discard')}
      </button>
      <button type="button" className={ui.smallButton} disabled={busy} onClick={() => setAsking('rename')} aria-label={t('renameNamed', { name })} data-testid="shared-rename">
        {t('rename')}
      </button>
      <button type="button" className={ui.smallButton} disabled={busy} aria-haspopup="dialog" onClick={() => setAsking('history')} aria-label={t('historyNamed', { name })} data-testid="shared-history">
        {t('history')}
      </button>
      <button type="button" className={ui.smallButton} disabled={busy} onClick={() => setAsking('detach')} aria-label={t('detachNamed', { name })} data-testid="shared-detach">
        {t('detach')}
      </button>
      <button type="button" className={ui.smallButton} disabled={busy} onClick={() => setAsking('remove')} data-testid="delete-section">
        {t('remove')}
      </button>
      <button type="button" className={ui.smallDanger} disabled={busy} onClick={askDelete} aria-label={t('deleteNamed', { name })} data-testid="shared-delete">
        {t('deleteEverywhere')}
      </button>
      <span className="visually-hidden" role="status" data-testid="shared-note">
        {note}
      </span>
      {asking === 'rename' && (
        <NameDialog
          title={t('renameTitle')}
          intro={t('renameIntro')}
          initial={name}
          testId="rename-shared-dialog"
          onClose={() => setAsking(null)}
          onSave={(next) => renameShared(store, locale, sharedId, next).then(setInfo)}
        />
      )}
      {asking === 'history' && (
        <HistoryDialog
          sharedId={sharedId}
          name={name}
          onClose={() => setAsking(null)}
          onRestored={() => {
            setAsking(null);
            setNote(t('restoredNote', { name }));
          }}
        />
      )}
      {asking === 'detach' && (
        <ConfirmDialog title={t('detachTitle')} message={t('detachMessage', { name })} confirmLabel={t('detachConfirm')} onCancel={() => setAsking(null)} onConfirm={confirm} />
      )}
      {asking === 'discard' && (
        <ConfirmDialog title={t('discardTitle')} message={t('discardMessage', { name })} confirmLabel={t('discardConfirm')} onCancel={() => setAsking(null)} onConfirm={confirm} />
      )}
      {asking === 'remove' && (
        <ConfirmDialog title={t('remove')} message={t('removeMessage', { name })} confirmLabel={t('removeConfirm')} onCancel={() => setAsking(null)} onConfirm={confirm} />
      )}
      {asking !== null && typeof asking === 'object' && (
        <Dialog title={t('deleteTitle')} onClose={() => setAsking(null)} size="small" testId="confirm-dialog">
          <p>{asking.message}</p>
          <ul className={styles.places} data-testid="shared-uses">
            {asking.uses.map((use) => (
              <li key={use}>{use}</li>
            ))}
          </ul>
          <p data-testid="shared-trash-note">{t('deleteTrash')}</p>
          <div className={ui.actions}>
            <button type="button" className={ui.secondary} onClick={() => setAsking(null)} data-autofocus="" data-testid="confirm-cancel">
              {t('cancel')}
            </button>
            <button type="button" className={ui.danger} onClick={confirm} data-testid="confirm">
              {t('deleteConfirm')}
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
});

/**
 * 'Verlauf' / 'History' of a reusable section: its versions, newest first (what · who · when, as the
 * page's history says it), each with 'Änderungen' / 'Changes' (what it changed, as the page's history
 * shows it: DiffView, against the version before or another one) and, but the newest, 'Wiederherstellen'
 * / 'Restore' (asked first): that version becomes its draft on every page that shows it. Based on the
 * list shown: a save since says so and the list is read again.
 */
function HistoryDialog({ sharedId, name, onClose, onRestored }: { sharedId: number; name: string; onClose(): void; onRestored(): void }) {
  const { t, locale } = useSharedTexts();
  const { t: tEditor, i18n } = useTranslation();
  const store = useStore();
  const [versions, setVersions] = useState<SharedVersion[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [restoring, setRestoring] = useState<SharedVersion | null>(null);
  const [error, setError] = useState('');
  const [reload, setReload] = useState(0);
  const [now] = useState(() => Date.now());
  const { comparing, compare, back, listRef } = useComparing<SharedVersion>('shared-version-changes');
  const loadDiff = useCallback((versionId: number, against: number | null) => sharedVersionDiff(store, locale, sharedId, versionId, against), [store, locale, sharedId]);
  useEffect(() => {
    let alive = true;
    sharedVersions(store, locale, sharedId).then(
      (list) => alive && setVersions(list),
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
    };
  }, [store, locale, sharedId, reload]);
  const restore = (version: SharedVersion) => {
    setRestoring(null);
    setError('');
    restoreSharedVersion(store, locale, sharedId, version.id, versions?.[0]?.id).then(onRestored, (err: unknown) => {
      setError(err instanceof ApiError ? err.message : t('failed'));
      setReload((n) => n + 1);
    });
  };
  return (
    <Dialog title={t('historyTitle', { name })} onClose={onClose} testId="shared-history-dialog">
      <p>{t('historyIntro')}</p>
      {error && (
        <p className={ui.formError} role="alert" data-testid="shared-history-error">
          {error}
        </p>
      )}
      {failed ? (
        <p className={ui.formError} role="alert">
          {t('loadFailed')}
        </p>
      ) : versions === null ? (
        <p role="status">{t('loading')}</p>
      ) : comparing ? (
        <DiffView version={comparing} versions={versions} load={loadDiff} onBack={back} />
      ) : (
        <ol ref={listRef} className={ui.versionList} data-testid="shared-version-list">
          {versions.map((version, index) => {
            const text = describeVersion(version, i18n.language, tEditor, now);
            return (
              <li key={version.id} className={ui.versionItem} data-version-id={version.id}>
                <span className={ui.versionText} title={formatBerlin(version.created_at, i18n.language)} data-testid="shared-version-entry">
                  {text}
                </span>
                <span className={ui.itemButtons}>
                  <button type="button" className={ui.smallButton} onClick={() => compare(version)} aria-label={t('changesNamed', { version: text })} data-testid="shared-version-changes">
                    {tEditor('editor.history.showChanges')}
                  </button>
                  {index > 0 && (
                    <button type="button" className={ui.smallButton} onClick={() => setRestoring(version)} aria-label={t('restoreNamed', { version: text })} data-testid="shared-restore-version">
                      {t('restore')}
                    </button>
                  )}
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {restoring && (
        <ConfirmDialog title={t('restoreTitle')} message={t('restoreMessage', { name })} confirmLabel={t('restore')} onCancel={() => setRestoring(null)} onConfirm={() => restore(restoring)} />
      )}
    </Dialog>
  );
}
