/**
 * Which state of a container section a reader gets (issue 29: the choice, kept out of the endpoint,
 * as pageAnswer.ts does for pages): a visitor, or an editor asking for the published content, the
 * section as published; an editor otherwise the draft being worked on. A section of an offline owner
 * is 404 for visitors.
 */
import type { Locale } from '../../shared/constants';
import type { ContainerSection } from '../../shared/contract/pages';
import type { SessionUser } from '../auth/session';
import type { DbOrTx } from '../db/client';
import { NotFoundError } from '../errors';
import { publishedSection } from './drafts';
import { ownerVisible } from './owners';
import { ownerOfSection, sectionById, sectionBySlug } from './sections';
import { sectionJson } from './tree';

export interface SectionReader {
  locale: Locale;
  user: SessionUser | null;
  /** editors: the published content instead of the draft */
  published: boolean;
}

export async function sectionAsSeen(db: DbOrTx, key: { slug: string } | { id: number }, reader: SectionReader): Promise<ContainerSection> {
  if (reader.published || !reader.user) {
    const found = await publishedSection(db, reader.locale, key);
    if (!found || !(await ownerVisible(db, found.owner, reader.user))) throw new NotFoundError();
    return found.json;
  }
  const section = 'id' in key ? await sectionById(db, key.id) : await sectionBySlug(db, reader.locale, key.slug);
  if (!section || !(await ownerVisible(db, ownerOfSection(section), reader.user))) throw new NotFoundError();
  return sectionJson(db, section, reader.locale);
}
