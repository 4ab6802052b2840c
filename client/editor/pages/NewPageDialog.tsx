/**
 * 'Neue Seite' / 'New page' in the editor's toolbar (issue 45 item 7): title, parent by title (this
 * page to start with), slug suggested; the page is created in the page's language (offline, as the
 * admin's new pages) and opens in edit mode.
 */
import { useState } from 'react';
import { useStore } from '../../stores/context';
import { Dialog } from '../ui/Dialog';
import { ShortLabel } from '../ui/ShortLabel';
import * as ui from '../ui/ui.module.css';
import { createPage } from './api';
import { PageForm } from './PageForm';
import { usePageTexts } from './texts';

/** Opens the new page's address in edit mode (a new document: the editor starts on the new page). */
export function openInEditor(url: string): void {
  window.location.assign(`${url}?edit`);
}

export function NewPageButton() {
  const { t } = usePageTexts();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={ui.toolbarButton} aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="new-page-open">
        + <ShortLabel long={t('button')} short={t('buttonShort')} />
      </button>
      {open && <NewPageDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function NewPageDialog({ onClose }: { onClose(): void }) {
  const { t, locale } = usePageTexts();
  const store = useStore();
  const current = store.page.current;
  return (
    <Dialog title={t('title')} onClose={onClose} size="small" testId="new-page-dialog">
      <p>{t('intro')}</p>
      <PageForm
        to={locale}
        initialTitle=""
        parent={{ initial: current && current.version_id === null ? current.id : null }}
        submitLabel={t('create')}
        onCancel={onClose}
        onSubmit={async (values) => {
          const created = await createPage(store, locale, { title: values.title, slug: values.slug, parent_id: values.parent_id });
          openInEditor(created.url);
        }}
      />
    </Dialog>
  );
}
