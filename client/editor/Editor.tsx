/**
 * The editor chunk's frame (loaded only in edit mode, see client/staff/EditorLoader.tsx): the editing toolbar
 * (dashboard, module palette, undo, versions, leave edit mode, logout), the alert area, the login
 * modal and the preview banner of a version. The page scrolls in its own area below the bar (SPEC
 * §9: 98 px, 154 px with the palette open), never under it. It confirms the session with the user
 * endpoint, which also gives the browser its csrftoken cookie.
 */
import { observer } from 'mobx-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { getModuleSchema } from '../../shared/modules';
import { ADMIN_BAR_HEIGHT, ADMIN_BAR_HEIGHT_OPEN, DEFAULT_LOCALE, SCROLL_OFFSET_LOGGED_IN, VERSION_BANNER_HEIGHT } from '../../shared/constants';
import { localeOfPath } from '../../shared/routes';
import { useStore } from '../stores/context';
import { AlertArea } from './AlertArea';
import { addEditorTexts } from './i18n';
import { LoginModal } from './LoginModal';
import { withQuery } from './query';
import { ModulePalette } from './sections/SectionEditor';
import { useOperations } from './useOperations';
import { VersionsDialog } from './VersionsDialog';
import { VersionBanner } from './history/VersionBanner';
import { ConflictDialog } from './ConflictDialog';
import { PublishBar, useDraftOwner } from './PublishBar';
import { RemoteChangeNotice } from './RemoteChangeNotice';
import { ChecksPanel, useOtherLanguage } from './checks/ChecksPanel';
import { contentIssues, siteLinksOf } from '../../shared/checks/contentIssues';
import { useMissingLinks } from './checks/linkCheck';
import * as styles from './ui/ui.module.css';
import { ShortLabel } from './ui/ShortLabel';
import { areaOf } from '../stores/areas';
import { editorArea } from './EditorStore';
import { ownerKey } from './owner';
import { useUndoKeys } from './history/useUndoKeys';
import { useSessionHistory } from './history/useSessionHistory';
import { forgetStoredHistories } from './history/sessionHistory';
import { PreviewButton } from './preview/PreviewButton';
import { TranslationButton } from './translation/TranslationButton';
import { markedCount, type MarkedByLocale } from './translation/marks';
import { NewPageButton } from './pages/NewPageDialog';
import { WaitingButton } from './review/WaitingButton';
import { CalendarButton } from './calendar/CalendarButton';

/**
 * Edit mode's frame: the page scrolls in its own area (the body) under the fixed toolbar and the
 * version banner, so the toolbar never lies over the page (client/pageScroll.ts): the area
 * starts at the bar's height (SPEC §9: 98 px, 154 px with the palette open) plus the banner's. The
 * scroll position moves over from the window when edit mode starts and back when it ends.
 */
function useShiftedPage(open: boolean, banner: boolean) {
  useEffect(() => {
    const root = document.documentElement;
    const y = window.scrollY;
    root.dataset.editorBar = '';
    document.body.scrollTop = y;
    return () => {
      const scrolled = document.body.scrollTop;
      delete root.dataset.editorBar;
      window.scrollTo(0, scrolled);
    };
  }, []);
  useEffect(() => {
    const root = document.documentElement;
    const bar = open ? ADMIN_BAR_HEIGHT_OPEN : ADMIN_BAR_HEIGHT;
    root.style.setProperty('--editor-bar', `${bar}px`);
    root.style.setProperty('--editor-banner', `${VERSION_BANNER_HEIGHT}px`);
    root.style.setProperty('--editor-offset', `${bar + (banner ? VERSION_BANNER_HEIGHT : 0)}px`);
    // anchors and focused elements keep clear of the site's sticky header, as for visitors
    document.body.style.scrollPaddingTop = `${SCROLL_OFFSET_LOGGED_IN - ADMIN_BAR_HEIGHT}px`;
    return () => {
      root.style.removeProperty('--editor-bar');
      root.style.removeProperty('--editor-banner');
      root.style.removeProperty('--editor-offset');
      document.body.style.scrollPaddingTop = '';
    };
  }, [open, banner]);
}

const Editor = observer(function Editor() {
  const { t, i18n } = useTranslation();
  useState(() => addEditorTexts(i18n));
  const store = useStore();
  const { user, page } = store;
  const editor = areaOf(store, editorArea);
  const ops = useOperations();
  const location = useLocation();
  const navigate = useNavigate();
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [checksOpen, setChecksOpen] = useState(false);
  const [checked, setChecked] = useState(false);
  const loggedIn = user.isLoggedIn;
  const version = page.current?.version_id ?? null;
  /** a version is shown: nothing can be edited until the editor goes back to the live page */
  const previewing = loggedIn && version !== null && !!page.current;
  useShiftedPage(loggedIn && editor.paletteOpen && !previewing, previewing);
  const undo = useCallback(() => void ops.undo().catch(() => undefined), [ops]);
  const redo = useCallback(() => void ops.redo().catch(() => undefined), [ops]);
  useUndoKeys(loggedIn && !previewing, undo, redo);

  useEffect(() => {
    void ops.refreshUser().then(() => setChecked(true));
  }, [ops]);

  // after the first login (?edit without a session) the modal is gone and focus would fall to <body>
  // or the modal's leftovers (WCAG 2.4.3): the toolbar's first control takes it. A login after an
  // expired session returns focus where it was (the dialog does that).
  const toolbar = useRef<HTMLDivElement>(null);
  const loginShown = checked && (!loggedIn || editor.loginOpen);
  const before = useRef({ loginShown: false, loggedIn });
  useEffect(() => {
    if (before.current.loginShown && !before.current.loggedIn && !loginShown && loggedIn) toolbar.current?.querySelector<HTMLElement>('a, button:not(:disabled)')?.focus();
    before.current = { loginShown, loggedIn };
  }, [loginShown, loggedIn]);

  const draftOwner = useDraftOwner();
  // content checks: a content page's sections as edited, compared with the other language's; a
  // concert's, story's or person's own sections (no comparison)
  const checkedPage = page.current && !previewing ? page.current : null;
  const checkedObject = !checkedPage && draftOwner && draftOwner.content_type !== 'page' ? draftOwner : null;
  const sections = checkedPage ? (editor.sectionsOf(`page-${checkedPage.id}`) ?? checkedPage.modules) : checkedObject ? (editor.sectionsOf(ownerKey(checkedObject)) ?? []) : [];
  const otherSections = useOtherLanguage(() => (checkedPage ? ops.otherLanguageSections(checkedPage) : Promise.resolve(null)), checkedPage ? `${checkedPage.id}/${i18n.language}` : '');
  // the checks ask the back end (the link check is for editors): not before the editor has signed in
  const checking = loggedIn && (!!checkedPage || !!checkedObject);
  // links whose site address leads nowhere (the back end's link check), asked again when the panel opens
  const missingLinks = useMissingLinks(checking ? siteLinksOf(sections) : [], localeOfPath(location.pathname) ?? DEFAULT_LOCALE, checksOpen);
  const issueCount = checking ? contentIssues(sections, { otherSections, missingLinks }).length : 0;
  // modules still marked 'needs translation', per language: Publish and a review's approval warn of them
  const pageLocale = localeOfPath(location.pathname) ?? DEFAULT_LOCALE;
  // the undo history survives a reload of the page in this tab (history/sessionHistory.ts)
  useSessionHistory(store, pageLocale, draftOwner, loggedIn && !previewing);
  const marked: MarkedByLocale = checking ? { [pageLocale]: markedCount(sections), [pageLocale === 'de' ? 'en' : 'de']: markedCount(otherSections) } : {};

  const userName = user.current?.first_name || user.current?.username;
  const leave = () => {
    // leaving edit mode (and signing out) forgets the undo history, also the one kept for the session
    editor.clearHistory();
    forgetStoredHistories();
    void navigate({ pathname: location.pathname, search: withQuery(location.search, { edit: null, v: null }), hash: location.hash });
  };

  return (
    <>
      {loggedIn && (
        <div ref={toolbar} className={styles.toolbar} role="region" aria-label={t('editor.toolbar')} data-testid="editor-toolbar">
          <div className={`${styles.toolbarRow} ${styles.toolbarMain}`}>
            <div className={styles.toolbarTools} data-testid="toolbar-tools">
              <a className={styles.toolbarButton} href="/admin/">
                {t('editor.dashboard')}
              </a>
              {!previewing && <NewPageButton />}
              <button
                type="button"
                className={styles.toolbarButton}
                aria-expanded={editor.paletteOpen && !previewing}
                aria-controls="editor-palette"
                disabled={previewing}
                title={previewing ? t('editor.version.readOnly') : undefined}
                onClick={() => editor.togglePalette()}
                data-testid="palette-toggle"
              >
                + <ShortLabel long={t('editor.palette')} short={t('editor.paletteShort')} />
              </button>
              <button type="button" className={styles.toolbarButton} disabled={!editor.canUndo || previewing} title={previewing ? t('editor.version.readOnly') : t('editor.undoKeys')} onClick={undo} data-testid="undo">
                <span className={styles.toolbarIcon} aria-hidden="true">
                  ↶
                </span>
                <span className={styles.toolbarLabel}>{t('editor.undo')}</span>
              </button>
              <button type="button" className={styles.toolbarButton} disabled={!editor.canRedo || previewing} title={previewing ? t('editor.version.readOnly') : t('editor.redoKeys')} onClick={redo} data-testid="redo">
                <span className={styles.toolbarIcon} aria-hidden="true">
                  ↷
                </span>
                <span className={styles.toolbarLabel}>{t('editor.redo')}</span>
              </button>
              {page.current && (
                <button type="button" className={styles.toolbarButton} onClick={() => setVersionsOpen(true)} data-testid="versions">
                  {t('editor.versions')}
                </button>
              )}
              {checking && (
                <button type="button" className={styles.toolbarButton} onClick={() => setChecksOpen(true)} data-testid="checks" data-count={issueCount}>
                  {issueCount ? t('editor.checks.buttonCount', { count: issueCount }) : t('editor.checks.button')}
                </button>
              )}
              <CalendarButton />
              <AlertArea />
            </div>
            <span className={styles.toolbarEnd} data-testid="toolbar-account">
              <span className={styles.userName}>{t('editor.loggedInAs', { name: userName })}</span>
              <button type="button" className={styles.toolbarButton} onClick={leave} data-testid="leave-edit">
                {t('editor.leave')}
              </button>
              <button type="button" className={styles.toolbarButton} title={t('editor.loggedInAs', { name: userName })} onClick={() => ops.logout().then(leave, () => undefined)} data-testid="logout">
                {t('editor.logout')}
              </button>
            </span>
          </div>
          {draftOwner && (
            <div className={styles.toolbarRow}>
              <PublishBar key={`${draftOwner.content_type}-${draftOwner.object_id}`} owner={draftOwner} issueCount={issueCount} marked={marked} onShowIssues={checking ? () => setChecksOpen(true) : undefined} />
              <PreviewButton />
              <TranslationButton owner={previewing ? null : draftOwner} />
              {user.current?.is_reviewer && <WaitingButton />}
              <RemoteChangeNotice key={`remote-${draftOwner.content_type}-${draftOwner.object_id}`} owner={draftOwner} />
            </div>
          )}
          {editor.paletteOpen && !previewing && (
            <div id="editor-palette" className={styles.paletteRow} aria-label={t('editor.paletteTitle')} role="group">
              {editor.pendingModel ? (
                <p className={styles.pickHint}>
                  {t('editor.pickHint', { module: t(`editor.names.${getModuleSchema(editor.pendingModel)?.label}`) })}{' '}
                  <button type="button" className={styles.smallButton} onClick={() => editor.togglePalette(false)}>
                    {t('editor.cancelPick')}
                  </button>
                </p>
              ) : (
                <ModulePalette onPick={(model) => editor.pickModel(model)} />
              )}
            </div>
          )}
        </div>
      )}
      {previewing && version !== null && page.current && <VersionBanner pageId={page.current.id} versionId={version} />}
      <ConflictDialog />
      {checksOpen && checking && <ChecksPanel sections={sections} otherSections={otherSections} missingLinks={missingLinks} onClose={() => setChecksOpen(false)} />}
      {versionsOpen && page.current && <VersionsDialog pageId={page.current.id} onClose={() => setVersionsOpen(false)} />}
      {loginShown && (
        <LoginModal
          onCancel={() => {
            editor.openLogin(false);
            if (!user.isLoggedIn) leave();
          }}
        />
      )}
    </>
  );
});

export default Editor;
