import { slugify } from '../../../shared/slug';

describe('slugify (slug rule of SPEC §5): every letter kept', () => {
  it.each([
    ['Hören', 'hoeren'],
    ['Größe & Glück', 'groesse-glueck'],
    ['Straße', 'strasse'],
    ['  Neue   Musik!  ', 'neue-musik'],
    ['Beethoven--Zyklus', 'beethoven-zyklus'],
    ['Éclat', 'eclat'],
    ['Dvořák', 'dvorak'],
    ['Magdalena Zieliński', 'magdalena-zielinski'],
    ['Sofía Martínez', 'sofia-martinez'],
    ['Jörg Müller', 'joerg-mueller'],
    ['Amélie Durand', 'amelie-durand'],
    ['2026 Saison', '2026-saison'],
  ])('%s -> %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});
