/** Stories with their categories and tags. */
import { LOCALES } from '../../../shared/constants';
import { slugify } from '../../../shared/slug';
import { stories, stories_story_categories, stories_story_tags, story_categories, story_tags } from '../../db/schema';
import { addDays, isoDay } from '../dates';
import { DEMO_VIDEO_URL, type ModuleDef } from '../data/pages';
import { STORIES, STORY_CATEGORIES, STORY_TAGS } from '../data/stories';
import { rich, type SeedContext } from '../context';
import { sceneImage } from './images';
import { insertSection } from './pages';

export async function seedStories(ctx: SeedContext): Promise<{ id: number; slug: string; def: (typeof STORIES)[number] }[]> {
  const { db } = ctx;
  const categoryIds = new Map<string, number>();
  for (const [order, c] of STORY_CATEGORIES.entries()) {
    const [row] = await db.insert(story_categories).values({ slug_de: c.slug_de, slug_en: c.slug_en, name_de: c.name_de, name_en: c.name_en, order }).returning();
    categoryIds.set(c.key, row.id);
  }
  const tagIds = new Map<string, number>();
  for (const tag of STORY_TAGS) {
    const [row] = await db.insert(story_tags).values({ name_de: tag.name_de, name_en: tag.name_en, slug: slugify(tag.name_de) }).returning();
    tagIds.set(tag.key, row.id);
  }
  const created: { id: number; slug: string; def: (typeof STORIES)[number] }[] = [];
  for (const [i, s] of STORIES.entries()) {
    const slug = slugify(s.title_de);
    const [row] = await db
      .insert(stories)
      .values({
        slug,
        title_de: s.title_de,
        title_en: s.title_en,
        teaser_de: s.teaser_de,
        teaser_en: s.teaser_en,
        text_de: rich(s.body_de.map((p, n) => (n === 0 ? `<p><strong>${p}</strong></p>` : `<p>${p}</p>`)).join('')),
        text_en: rich(s.body_en.map((p, n) => (n === 0 ? `<p><strong>${p}</strong></p>` : `<p>${p}</p>`)).join('')),
        date: isoDay(addDays(ctx.today, -s.age)),
        header_image_id: sceneImage(ctx, s.scene, i),
        is_highlight: Boolean(s.highlight),
      })
      .returning();
    created.push({ id: row.id, slug, def: s });
    await db.insert(stories_story_categories).values({ story_id: row.id, category_id: categoryIds.get(s.category)! });
    for (const tag of s.tags) await db.insert(stories_story_tags).values({ story_id: row.id, tag_id: tagIds.get(tag)! });

    // the story's content area: a video, an audio player or a quote
    for (const locale of LOCALES) {
      const de = locale === 'de';
      const module: ModuleDef =
        s.category === 'sehen'
          ? { model: 'video', data: { image: sceneImage(ctx, 'camera', i), video_url: DEMO_VIDEO_URL, title: de ? s.title_de : s.title_en, length: `${3 + (i % 5)}:${String(10 + i).padStart(2, '0')}` } }
          : s.category === 'hoeren'
            ? { model: 'audio', data: { embed: `https://soundcloud.com/philharmonie-flussstadt/${slug}` } }
            : { model: 'quote', data: { content: de ? s.teaser_de : s.teaser_en, author: 'Philharmonie Flussstadt' } };
      await insertSection(ctx, { locale, slug: `story-${row.id}`, content_type: 'story', object_id: row.id, order: 0 }, { layout: 0, columns: [[module]] });
    }
  }
  return created;
}
