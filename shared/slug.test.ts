import { slugify } from './slug';

describe('slugify (tag slug rule of SPEC §5)', () => {
  it.each([
    ['Hören', 'hoeren'],
    ['Größe & Glück', 'groesse-glueck'],
    ['Straße', 'strasse'],
    ['  Neue   Musik!  ', 'neue-musik'],
    ['Beethoven--Zyklus', 'beethoven-zyklus'],
    ['Éclat', 'clat'],
    ['2026 Saison', '2026-saison'],
  ])('%s -> %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});
