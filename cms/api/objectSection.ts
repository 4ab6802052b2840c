/**
 * `?with=section` on a concert's, story's or person's detail (GET …/events/{id}/, …/articles/{id}/,
 * …/persons/{id}/; a story's `with` may name `topics` too, a person's `concerts`): the answer
 * carries `section`, the object's own content section as GET
 * …/pageeditor-api/container/by-slug/{type}-{id} answers it to the same reader, or null where that
 * answers 404. The detail page then needs one read instead of two, the second of which answers 404
 * for most objects.
 */
import type { WithObjectSection } from '../../shared/contract/pages';
import { objectSectionSlug, type ObjectSectionType } from '../../shared/modules/container';
import { SECTIONS_KEY } from '../../shared/contentKeys';
import type { SessionUser } from '../auth/session';
import { PRIVATE_NO_STORE, type Frame } from '../http/endpoint';
import { NotFoundError } from '../errors';
import { sectionAsSeen } from '../content/sectionAnswer';

/** What a detail's `with` asked for (`withParam`, cms/content/listing.ts). */
interface WithQuery {
  with?: readonly string[];
}

/** The detail, and with `?with=section` its section (null: none, or none this reader may see). */
export async function withObjectSection<T extends object>(
  frame: Pick<Frame, 'db' | 'locale' | 'res'> & { user: SessionUser | null; query: WithQuery },
  contentType: ObjectSectionType,
  objectId: number,
  detail: T,
): Promise<WithObjectSection<T>> {
  if (!frame.query.with?.includes('section')) return detail;
  // an editor reads the draft being worked on: no shared cache may keep that answer
  if (frame.user) frame.res.setHeader('Cache-Control', PRIVATE_NO_STORE);
  try {
    const section = await sectionAsSeen(frame.db, { slug: objectSectionSlug(contentType, objectId) }, { locale: frame.locale, user: frame.user, published: false });
    return { ...detail, section };
  } catch (error) {
    if (error instanceof NotFoundError) return { ...detail, section: null };
    throw error;
  }
}

/** The keys of a detail's section, found or not: every section's slug (a publish may give or take one). */
export const sectionKeys = (query: WithQuery): string[] => (query.with?.includes('section') ? [SECTIONS_KEY] : []);
