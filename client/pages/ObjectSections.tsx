/**
 * The content sections of a concert, story or person (SPEC §2: editing works everywhere a page has
 * sections). Each object has one container section, found by the slug `{content_type}-{id}`; the
 * detail route's loader fetches it (404: none yet). In edit mode a logged-in editor edits them in place
 * (client/staff/EditableSections.tsx), and the editor creates the section when the object has none.
 * Event lists in them show the events the route's loader fetched (ModuleDataStore), as on pages.
 */
import { observer } from 'mobx-react';
import type { ContainerSection } from '../../shared/contract/pages';
import { EditableSections } from '../staff/EditableSections';
import { ModulesProvider } from '../modules/context';
import { useStore } from '../stores/context';
import type { SectionOwner } from '../stores/objectSections';


export const ObjectSections = observer(function ObjectSections({ owner, sections }: { owner: SectionOwner; sections: readonly ContainerSection[] }) {
  const { moduleData } = useStore();
  return (
    <ModulesProvider value={{ priorityImage: null, events: moduleData.events, now: moduleData.loadedAt }}>
      <EditableSections owner={owner} sections={sections} />
    </ModulesProvider>
  );
});
