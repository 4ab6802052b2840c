/**
 * Sections as the visitor sees them, or, for a logged-in editor in edit mode, the section editor of
 * the lazily loaded editor chunk. Until that chunk and the renderers of every module kind of the page
 * are there (and on the server) the visitor's rendering stands in, so hydration matches and nothing
 * jumps.
 */
import loadable from '@loadable/component';
import { observer } from 'mobx-react';
import { useEffect, useState } from 'react';
import type { ContainerSection } from '../../shared/contract/pages';
import { loadRenderers } from '../modules/renderers';
import { PageSections } from '../modules/PageSections';
import { useStore } from '../stores/context';
import type { EditableOwner } from '../editor/owner';

const SectionsEditor = loadable(() => import(/* webpackChunkName: "editor" */ '../editor/sections/SectionsEditor'), { ssr: false });

export const EditableSections = observer(function EditableSections({ owner, sections, readOnly = false }: { owner: EditableOwner; sections: readonly ContainerSection[]; readOnly?: boolean }) {
  const { ui, user, moduleData } = useStore();
  const editing = ui.editMode && user.isLoggedIn && !readOnly;
  // the page brought only its first section's renderers (client/modules/ModuleRenderer.tsx): the
  // editor shows every module complete at once
  const [renderersLoaded, setRenderersLoaded] = useState(false);
  useEffect(() => {
    if (editing) void loadRenderers(moduleData.models).then(() => setRenderersLoaded(true));
  }, [editing, moduleData.models]);
  if (editing && renderersLoaded) {
    return <SectionsEditor owner={owner} sections={sections} fallback={<PageSections sections={sections} />} />;
  }
  return <PageSections sections={sections} />;
});
