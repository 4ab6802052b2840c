/** The page tree with its sections and modules, and the content hub. */
import type { Locale } from '../../../shared/constants';
import { LOCALES } from '../../../shared/constants';
import { getModuleSchema } from '../../../shared/modules/registry';
import { validateModule } from '../../../shared/modules/validate';
import { container_sections, events, modules, pages } from '../../db/schema';
import type { ContentType } from '../../db/schema/pages';
import { childPath } from '../../content/pageTree';
import { demoPages, hubSections, type ModuleDef, type PageContext, type SectionDef } from '../data/pages';
import type { STORIES } from '../data/stories';
import { image, rich, type SeedContext } from '../context';
import { SPONSORS, sceneImage } from './images';
import type { PersonIndex } from './persons';
import type { SeasonIndex } from './season';

/** Validates (shared/modules) and writes one module tree; a seed bug stops the seed. */
export async function insertModule(ctx: SeedContext, sectionId: number, parentId: number | null, column: number, order: number, def: ModuleDef): Promise<void> {
  const schema = getModuleSchema(def.model);
  if (!schema) throw new Error(`seed: unknown module model '${def.model}'`);
  const cleaned = { ...def.data };
  for (const field of schema.fields) if (field.kind === 'richtext' && typeof cleaned[field.name] === 'string') cleaned[field.name] = rich(cleaned[field.name] as string);
  const { data, errors } = validateModule(schema, cleaned);
  if (errors.length) throw new Error(`seed: invalid ${def.model} module: ${JSON.stringify(errors)} in ${JSON.stringify(def.data)}`);
  if (schema.childModel && def.children?.some((c) => c.model !== schema.childModel)) throw new Error(`seed: ${def.model} holds only ${schema.childModel}`);
  const [row] = await ctx.db.insert(modules).values({ section_id: sectionId, parent_id: parentId, column, order, model: def.model, data }).returning({ id: modules.id });
  for (const [childOrder, child] of (def.children ?? []).entries()) await insertModule(ctx, sectionId, row.id, column, childOrder, child);
}

export async function insertSection(
  ctx: SeedContext,
  owner: { locale: Locale; slug: string; content_type: ContentType; object_id: number | null; order: number },
  section: SectionDef,
): Promise<void> {
  const [row] = await ctx.db.insert(container_sections).values({ ...owner, layout: section.layout }).returning({ id: container_sections.id });
  for (const [column, mods] of section.columns.entries()) {
    for (const [order, def] of mods.entries()) await insertModule(ctx, row.id, null, column, order, def);
  }
}

export async function seedPages(
  ctx: SeedContext,
  season: SeasonIndex,
  people: PersonIndex,
  storyList: { id: number; slug: string; def: (typeof STORIES)[number] }[],
): Promise<void> {
  const upcoming = season.all.filter((e) => !e.past);
  const eventRows = await ctx.db.select({ id: events.id, is_highlight: events.is_highlight }).from(events);
  const highlighted = new Set(eventRows.filter((e) => e.is_highlight).map((e) => e.id));
  const pageCtx: PageContext = {
    image: (key) => image(ctx, key),
    highlightEvents: upcoming.filter((e) => highlighted.has(e.id)).map((e) => e.id),
    familyEvents: upcoming.filter((e) => e.genre === 'familie').map((e) => e.id),
    pastEvents: season.all.filter((e) => e.past).map((e) => e.id),
    conductorUrl: { de: `/de/orchester/${people.conductor.slug}/${people.conductor.id}`, en: `/en/orchestra/${people.conductor.slug}/${people.conductor.id}` },
    sponsors: SPONSORS.map((s, i) => ({ ...s, image: `logo-${i}` })),
  };
  const defs = demoPages(pageCtx);
  const ids = new Map<string, number>();
  const paths = new Map<string, { de: string; en: string }>();
  const siblings = new Map<string | null, number>();
  for (const def of defs) {
    const parentPath = def.parent ? paths.get(def.parent)! : null;
    // every demo page has both slugs (the home page's are empty), so every path exists
    const path = {
      de: childPath(parentPath?.de ?? null, def.slug_de, 'de', !parentPath)!,
      en: childPath(parentPath?.en ?? null, def.slug_en, 'en', !parentPath)!,
    };
    paths.set(def.key, path);
    const order = siblings.get(def.parent) ?? 0;
    siblings.set(def.parent, order + 1);
    const [row] = await ctx.db
      .insert(pages)
      .values({
        parent_id: def.parent ? ids.get(def.parent)! : null,
        order,
        page_type: def.page_type,
        title_de: def.title_de,
        title_en: def.title_en,
        slug_de: def.slug_de,
        slug_en: def.slug_en,
        path_de: path.de,
        path_en: path.en,
        headline_de: def.headline_de ?? '',
        headline_en: def.headline_en ?? '',
        meta_title_de: def.key === 'home' ? 'Philharmonie Flussstadt' : `${def.title_de} | Philharmonie Flussstadt`,
        meta_title_en: def.key === 'home' ? 'Flussstadt Philharmonic' : `${def.title_en} | Flussstadt Philharmonic`,
        meta_description_de: def.meta_description_de ?? '',
        meta_description_en: def.meta_description_en ?? '',
        og_image_id: def.header_image ? image(ctx, def.header_image) : null,
        header_image_id: def.header_image ? image(ctx, def.header_image) : null,
        is_online: def.is_online ?? true,
        in_menu: def.in_menu ?? false,
        is_highlight: def.is_highlight ?? false,
        in_burger_menu: def.in_burger_menu ?? false,
        in_footer: def.in_footer ?? false,
      })
      .returning({ id: pages.id });
    ids.set(def.key, row.id);
    for (const locale of LOCALES) {
      for (const [order, section] of def.sections(locale).entries()) {
        await insertSection(ctx, { locale, slug: `${def.key}-${order + 1}`, content_type: 'page', object_id: row.id, order }, section);
      }
    }
  }
  // the content hub (/cms-hub)
  const recent = storyList.filter((s) => s.def.highlight).slice(0, 4);
  for (const locale of LOCALES) {
    const de = locale === 'de';
    const teasers = recent.map((s, i) => ({
      image: sceneImage(ctx, s.def.scene, i),
      headline: de ? s.def.title_de : s.def.title_en,
      text: de ? s.def.teaser_de : s.def.teaser_en,
      link_url: `/${locale}/stories/${s.slug}/${s.id}`,
    }));
    for (const [order, section] of hubSections(pageCtx, locale, teasers).entries()) {
      await insertSection(ctx, { locale, slug: `cms-hub-${order + 1}`, content_type: 'hub', object_id: null, order }, section);
    }
  }
}
