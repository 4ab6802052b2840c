/**
 * The content section of a story, person or concert (client/pages/ObjectSections.tsx): one container
 * section with the slug `{content_type}-{id}`. A 404 means the object has none yet: no sections. Any
 * other failure is logged and leaves the object without sections (it still shows).
 */
import type { Locale } from '../../shared/constants';
import type { ContainerSection } from '../../shared/contract/pages';
import { isNotFound } from '../../shared/api/errors';
import * as apiPaths from '../../shared/api/paths';
import type { SectionContentType } from '../../shared/modules/container';
import type { StoreEnv } from './env';

/** The object whose content section it is (client/pages/ObjectSections.tsx renders it). */
export interface SectionOwner {
  content_type: Exclude<SectionContentType, 'page' | 'hub'>;
  object_id: number;
}

/** The slug of an object's own container section, e.g. `event-12` (the seed uses the same rule). */
export const objectSectionSlug = (owner: SectionOwner): string => `${owner.content_type}-${owner.object_id}`;

async function loadObjectSections({ api, logger, prepareModules }: StoreEnv, locale: Locale, owner: SectionOwner): Promise<ContainerSection[]> {
  try {
    const sections = [await api.get<ContainerSection>(apiPaths.sectionBySlug(locale, objectSectionSlug(owner)))];
    await prepareModules?.(sections);
    return sections;
  } catch (error) {
    if (!isNotFound(error)) logger.warn({ err: error, owner }, 'content sections failed to load');
    return [];
  }
}

/** An object (GET `path`) and its content section, fetched in parallel. Throws the object's ApiError. */
export function loadWithSections<T>(env: StoreEnv, locale: Locale, path: string, owner: SectionOwner): Promise<[T, ContainerSection[]]> {
  return Promise.all([env.api.get<T>(path), loadObjectSections(env, locale, owner)]);
}
