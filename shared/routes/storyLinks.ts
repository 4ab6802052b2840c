/** Links of the stories screens, as the route table spells them in each language. */
import type { Locale } from '../constants';
import type { StoryCategory, StoryTag } from '../contract/stories';
import { buildPath } from './match';

/**
 * The list filtered by a category (null: all stories). German has the category as a path segment
 * (/de/stories/lesen); English only as a query (/en/stories?category=read). Both German forms work.
 */
export function categoryHref(locale: Locale, category: Pick<StoryCategory, 'slug_de' | 'slug_en'> | null): string {
  const list = buildPath('stories-category', locale);
  if (!category) return list;
  return locale === 'de' ? `${list}/${encodeURIComponent(category.slug_de)}` : `${list}?category=${encodeURIComponent(category.slug_en)}`;
}

export const tagsHref = (locale: Locale): string => buildPath('stories-tags', locale);

export const tagHref = (locale: Locale, tag: Pick<StoryTag, 'slug'>): string => buildPath('stories-tags-slug', locale, { slug: tag.slug });
