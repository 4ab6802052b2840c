/** The orchestra's musicians, ensembles and their categories. */
import { slugify } from '../../../shared/slug';
import { person_categories, persons, persons_person_categories } from '../../db/schema';
import { CONDUCTOR, ENSEMBLES, MUSICIANS, POSITIONS, SECTIONS } from '../data/people';
import { image, rich, type SeedContext } from '../context';

export interface PersonIndex {
  /** full name (or ensemble name) -> person id */
  byName: Map<string, number>;
  conductor: { id: number; slug: string };
}

export async function seedPersons(ctx: SeedContext): Promise<PersonIndex> {
  const { db } = ctx;
  const categoryIds = new Map<string, number>();
  for (const [order, section] of SECTIONS.entries()) {
    const [row] = await db.insert(person_categories).values({ name_de: section.name_de, name_en: section.name_en, slug: section.slug, order }).returning();
    categoryIds.set(section.slug, row.id);
  }
  const byName = new Map<string, number>();
  let order = 0;
  const conductorSlug = slugify(`${CONDUCTOR.first} ${CONDUCTOR.last}`);
  const [conductor] = await db
    .insert(persons)
    .values({
      first_name: CONDUCTOR.first,
      last_name: CONDUCTOR.last,
      slug: conductorSlug,
      position_de: CONDUCTOR.position_de,
      position_en: CONDUCTOR.position_en,
      instrument_de: 'Dirigat',
      instrument_en: 'Conducting',
      biography_de: rich(CONDUCTOR.biography_de),
      biography_en: rich(CONDUCTOR.biography_en),
      image_id: image(ctx, 'portrait-conductor'),
      order: order++,
    })
    .returning();
  byName.set(`${CONDUCTOR.first} ${CONDUCTOR.last}`, conductor.id);

  for (const m of MUSICIANS) {
    const section = SECTIONS.find((s) => s.slug === m.section)!;
    const name = `${m.first} ${m.last}`;
    const positions = m.positions.map((p) => POSITIONS[p]);
    const position_de = positions.map((p) => p[0]).join('\n');
    const position_en = positions.map((p) => p[1]).join('\n');
    const [row] = await db
      .insert(persons)
      .values({
        first_name: m.first,
        last_name: m.last,
        slug: slugify(name),
        position_de,
        position_en,
        instrument_de: section.instrument_de,
        instrument_en: section.instrument_en,
        biography_de: rich(
          `<p>${name} stammt aus ${m.from_de} und ist seit ${m.since} Mitglied der Philharmonie Flussstadt (${section.name_de}, ${positions[0][0]}).</p><p>Studium an der ${m.studied}; Meisterkurse, Kammermusik und eine Leidenschaft für <em>Neue Musik</em>. Neben dem Orchester unterrichtet ${m.first} an der Musikschule Flussstadt.</p>`,
        ),
        biography_en: rich(
          `<p>${name} comes from ${m.from_en} and has been a member of the Flussstadt Philharmonic since ${m.since} (${section.name_en}, ${positions[0][1]}).</p><p>Studies at ${m.studied}; master classes, chamber music and a passion for <em>new music</em>. Besides the orchestra, ${m.first} teaches at the Flussstadt music school.</p>`,
        ),
        image_id: image(ctx, `portrait-${slugify(name)}`),
        order: order++,
      })
      .returning();
    byName.set(name, row.id);
    await db.insert(persons_person_categories).values({ person_id: row.id, category_id: categoryIds.get(m.section)! });
  }

  for (const e of ENSEMBLES) {
    const members = e.members.length ? `<p>Mitglieder: ${e.members.join(', ')}</p>` : '';
    const membersEn = e.members.length ? `<p>Members: ${e.members.join(', ')}</p>` : '';
    const [row] = await db
      .insert(persons)
      .values({
        first_name: '',
        last_name: e.name_de,
        slug: e.slug,
        position_de: 'Ensemble der Philharmonie',
        position_en: 'Ensemble of the Philharmonic',
        instrument_de: e.name_de,
        instrument_en: e.name_en,
        biography_de: rich(e.text_de + members),
        biography_en: rich(e.text_en + membersEn),
        image_id: image(ctx, `ensemble-${e.slug}`),
        is_ensemble: true,
        order: order++,
      })
      .returning();
    byName.set(e.name_de, row.id);
    // members' sections, so a section filter finds its ensembles too
    const sectionsOfMembers = new Set(e.members.map((n) => MUSICIANS.find((m) => `${m.first} ${m.last}` === n)?.section).filter(Boolean) as string[]);
    for (const slug of sectionsOfMembers) await db.insert(persons_person_categories).values({ person_id: row.id, category_id: categoryIds.get(slug)! });
  }
  return { byName, conductor: { id: conductor.id, slug: conductorSlug } };
}
