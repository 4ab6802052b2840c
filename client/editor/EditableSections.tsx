/**
 * Sections as the visitor sees them, or, for a logged-in editor in edit mode, the section editor of
 * the lazily loaded editor chunk. Until that chunk is there (and on the server) the visitor's
 * rendering stands in, so hydration matches and nothing jumps.
 */
import loadable from '@loadable/component';
import { observer } from 'mobx-react-lite';
import type { ContainerSection } from '../../shared/contract/pages';
import { PageSections } from '../pages/PageSections';
import { useStore } from '../stores/context';
import type { EditableOwner } from './owner';

const SectionsEditor = loadable(() => import(/* webpackChunkName: "editor" */ './sections/SectionsEditor'), { ssr: false });

export const EditableSections = observer(function EditableSections({ owner, sections, readOnly = false }: { owner: EditableOwner; sections: readonly ContainerSection[]; readOnly?: boolean }) {
  const { ui, user } = useStore();
  if (ui.editMode && user.isLoggedIn && !readOnly) {
    return <SectionsEditor owner={owner} sections={sections} fallback={<PageSections sections={sections} />} />;
  }
  return <PageSections sections={sections} />;
});
