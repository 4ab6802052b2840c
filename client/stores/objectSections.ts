/**
 * The content section of a story, person or concert (client/pages/ObjectSections.tsx): one container
 * section with the slug `{content_type}-{id}` (shared/modules/container.ts), read with the object.
 */
import type { ContainerSection, WithObjectSection } from '../../shared/contract/pages';
import * as apiPaths from '../../shared/api/paths';
import type { ObjectSectionType } from '../../shared/modules/container';
import type { StoreEnv } from './env';

/** The object whose content section it is (client/pages/ObjectSections.tsx renders it). */
export interface SectionOwner {
  content_type: ObjectSectionType;
  object_id: number;
}

/**
 * An object (GET `path`) with its content section, in one read (`?with=section`; `also`: more the
 * read brings along, a story's `topics` or a person's `concerts`, left in the object). Throws the
 * object's ApiError. A section whose modules fail to prepare is logged and left out (the object
 * still shows).
 */
export async function loadWithSections<T extends object>(env: StoreEnv, path: string, also: ('topics' | 'concerts')[] = []): Promise<[T, ContainerSection[]]> {
  const { section, ...object } = await env.api.get<WithObjectSection<T>>(apiPaths.readWith(path, 'section', ...also));
  const sections = section ? [section] : [];
  try {
    if (sections.length) await env.prepareModules?.(sections);
    return [object as T, sections];
  } catch (error) {
    env.logger.warn({ err: error, path }, 'content sections failed to load');
    return [object as T, []];
  }
}
