/**
 * The content sections of a concert, story or person (SPEC §2: editing works everywhere a page has
 * sections). Each object has one container section, found by the slug `{content_type}-{id}`; the
 * detail route's loader fetches it (404: none yet). The editor (issue 6) makes these editable and
 * creates the section when an editor opens an object that has none.
 */
import type { ContainerSection } from '../../shared/contract/pages';
import type { SectionContentType } from '../../shared/modules/container';
import { PageSections } from './PageSections';

export interface SectionOwner {
  content_type: Exclude<SectionContentType, 'page' | 'hub'>;
  object_id: number;
}

/** The slug of an object's own container section, e.g. `event-12` (the seed uses the same rule). */
export const objectSectionSlug = (owner: SectionOwner): string => `${owner.content_type}-${owner.object_id}`;

export function ObjectSections({ sections }: { owner: SectionOwner; sections: readonly ContainerSection[] }) {
  return <PageSections sections={sections} />;
}
