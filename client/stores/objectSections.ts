/**
 * The content section of a story, person or concert (client/pages/ObjectSections.tsx): one container
 * section with the slug `{content_type}-{id}`. A 404 means the object has none yet: no sections.
 */
import type { Locale } from '../../shared/constants';
import type { ContainerSection } from '../../shared/contract/pages';
import { isNotFound } from '../api/errors';
import type { ApiClient } from '../api/client';
import { apiPaths } from '../api/paths';
// Type only: the stores are in the main bundle, the section renderer is not.
import type { SectionOwner } from '../pages/ObjectSections';

export async function loadObjectSections(api: ApiClient, locale: Locale, owner: SectionOwner): Promise<ContainerSection[]> {
  try {
    return [await api.get<ContainerSection>(apiPaths.sectionBySlug(locale, `${owner.content_type}-${owner.object_id}`))];
  } catch (error) {
    if (isNotFound(error)) return [];
    throw error;
  }
}
