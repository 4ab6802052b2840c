/**
 * The content sections of a concert, story or person (SPEC §2: editing works everywhere a page has
 * sections). Each object has one container section, found by the slug `{content_type}-{id}`; the
 * detail route's loader fetches it (404: none yet). In edit mode a logged-in editor edits them in place
 * (client/editor/EditableSections.tsx), and the editor creates the section when the object has none.
 */
import type { ContainerSection } from '../../shared/contract/pages';
import type { SectionContentType } from '../../shared/modules/container';
import { EditableSections } from '../editor/EditableSections';

export interface SectionOwner {
  content_type: Exclude<SectionContentType, 'page' | 'hub'>;
  object_id: number;
}

/** The slug of an object's own container section, e.g. `event-12` (the seed uses the same rule). */
export const objectSectionSlug = (owner: SectionOwner): string => `${owner.content_type}-${owner.object_id}`;

export function ObjectSections({ owner, sections }: { owner: SectionOwner; sections: readonly ContainerSection[] }) {
  return <EditableSections owner={owner} sections={sections} />;
}
