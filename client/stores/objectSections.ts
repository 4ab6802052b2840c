/**
 * The content section of a story, person or concert (client/pages/ObjectSections.tsx): one container
 * section with the slug `{content_type}-{id}`. A 404 means the object has none yet: no sections. Any
 * other failure is logged and leaves the object without sections (it still shows).
 */
import type { Locale } from '../../shared/constants';
import type { ContainerSection } from '../../shared/contract/pages';
import { isNotFound } from '../api/errors';
import * as apiPaths from '../api/paths';
// Type only: the stores do not load the section renderer.
import type { SectionOwner } from '../pages/ObjectSections';
import type { StoreEnv } from './env';

async function loadObjectSections({ api, logger, prepareModules }: StoreEnv, locale: Locale, owner: SectionOwner): Promise<ContainerSection[]> {
  try {
    const sections = [await api.get<ContainerSection>(apiPaths.sectionBySlug(locale, `${owner.content_type}-${owner.object_id}`))];
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
