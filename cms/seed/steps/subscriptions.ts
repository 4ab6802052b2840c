/** Concert subscriptions with their concerts. */
import { subscriptions, subscriptions_events } from '../../db/schema';
import { rich, type SeedContext } from '../context';
import type { SeasonIndex } from './season';

export async function seedSubscriptions(ctx: SeedContext, season: SeasonIndex): Promise<void> {
  const upcoming = season.all.filter((e) => !e.past && e.availability !== 'cancelled');
  const concerts = upcoming.filter((e) => !e.rehearsal);
  const symphony = concerts.filter((e) => e.genre === 'sinfonie');
  const price = (label_de: string, label_en: string, euros: number) => ({ label_de, label_en, amount_cents: Math.round(euros * 100) });
  const defs = [
    {
      slug: 'sinfonie-donnerstag',
      name_de: 'Sinfoniekonzerte Donnerstag',
      name_en: 'Symphony concerts Thursday',
      subtitle_de: 'Acht Abende im Konzerthaus',
      subtitle_en: 'Eight evenings at the concert hall',
      events: symphony.filter((e) => e.weekday === 4),
      prices: [price('Kategorie I', 'Category I', 312), price('Kategorie II', 'Category II', 256), price('Kategorie III', 'Category III', 198), price('Kategorie IV', 'Category IV', 128), price('Ermäßigt (Kat. IV)', 'Reduced (cat. IV)', 64)],
    },
    {
      slug: 'sinfonie-freitag',
      name_de: 'Sinfoniekonzerte Freitag',
      name_en: 'Symphony concerts Friday',
      subtitle_de: 'Acht Abende im Konzerthaus',
      subtitle_en: 'Eight evenings at the concert hall',
      events: symphony.filter((e) => e.weekday === 5),
      prices: [price('Kategorie I', 'Category I', 312), price('Kategorie II', 'Category II', 256), price('Kategorie III', 'Category III', 198), price('Kategorie IV', 'Category IV', 128)],
    },
    {
      slug: 'kammermusik',
      name_de: 'Kammermusik im Schloss',
      name_en: 'Chamber music at the palace',
      subtitle_de: 'Quartett, Quintett, Nonett',
      subtitle_en: 'Quartet, quintet, nonet',
      events: concerts.filter((e) => e.genre === 'kammer'),
      prices: [price('Kategorie I', 'Category I', 120), price('Kategorie II', 'Category II', 96), price('Ermäßigt', 'Reduced', 48)],
    },
    {
      slug: 'familien-abo',
      name_de: 'Familien-Abo',
      name_en: 'Family subscription',
      subtitle_de: 'Vier Sonntage für Groß und Klein',
      subtitle_en: 'Four Sundays for young and old',
      events: concerts.filter((e) => e.genre === 'familie' && e.hour < 12),
      prices: [price('Erwachsene', 'Adults', 48), price('Kinder bis 14 Jahre', 'Children up to 14', 24)],
    },
    {
      slug: 'neue-musik',
      name_de: 'Neue Musik in der Tuchfabrik',
      name_en: 'New music at the cloth factory',
      subtitle_de: 'Uraufführungen und Klanglabor',
      subtitle_en: 'World premieres and sound lab',
      events: concerts.filter((e) => e.genre === 'neue'),
      prices: [price('Einheitspreis', 'Standard', 60), price('Ermäßigt', 'Reduced', 30)],
    },
    {
      slug: 'wahl-abo',
      name_de: 'Wahl-Abo 6',
      name_en: 'Choice subscription 6',
      subtitle_de: 'Sechs Konzerte nach Wahl',
      subtitle_en: 'Six concerts of your choice',
      events: concerts.filter((e) => e.genre === 'sonder' || (e.genre === 'sinfonie' && e.weekday === 4)).slice(0, 10),
      prices: [price('Kategorie I', 'Category I', 198), price('Kategorie II', 'Category II', 162), price('Kategorie III', 'Category III', 126.5)],
    },
  ];
  for (const [order, d] of defs.entries()) {
    const [row] = await ctx.db
      .insert(subscriptions)
      .values({
        slug: d.slug,
        name_de: d.name_de,
        name_en: d.name_en,
        subtitle_de: d.subtitle_de,
        subtitle_en: d.subtitle_en,
        description_de: rich(`<p>${d.name_de}: ${d.subtitle_de}. Ihr fester Platz, bis zu <strong>30 % Ersparnis</strong> gegenüber Einzelkarten und ein kostenloser Umtausch pro Saison.</p>`),
        description_en: rich(`<p>${d.name_en}: ${d.subtitle_en}. Your own seat, up to <strong>30 % off</strong> single tickets and one free exchange per season.</p>`),
        prices: d.prices,
        order,
      })
      .returning();
    for (const e of d.events) await ctx.db.insert(subscriptions_events).values({ subscription_id: row.id, event_id: e.id });
  }
}
