/** Titles of at most 60 characters (issue 47; client/routing/title.ts). */
import i18next from 'i18next';
import { fittedTitle, TITLE_MAX, withSiteName } from '../../../client/routing/title';
import { resources } from '../../../shared/i18n';

const t = i18next.createInstance({ lng: 'de', resources, initAsync: false, interpolation: { escapeValue: false } });
void t.init();
const SITE = 'Philharmonie Flussstadt';

test('the site’s name follows a title while both fit in 60 characters, else the title stands alone, cut with an ellipsis when longer', () => {
  expect(withSiteName('Konzerte', SITE)).toBe('Konzerte | Philharmonie Flussstadt');
  expect(withSiteName('Probenbesuch beim Jugendorchester im Herbst', SITE)).toBe('Probenbesuch beim Jugendorchester im Herbst');
  const long = 'Wie ein Orchester eine Saison plant: vom ersten Entwurf bis zum Vorverkauf';
  expect(withSiteName(long, SITE)).toHaveLength(TITLE_MAX);
  expect(withSiteName(long, SITE).endsWith('…')).toBe(true);
  expect(withSiteName('Über die Philharmonie Flussstadt', SITE)).toBe('Über die Philharmonie Flussstadt');
  expect(withSiteName('', SITE)).toBe(SITE);
});

test('a long concert name takes the short date, then gives way itself; its date and time stay', () => {
  const values = (title: string) => ({ title, date: '14. März 2031', numeric: '14.03.2031', time: '19:30', weekday: 'Freitag', venue: '', text: '' });
  const head = (title: string) => fittedTitle({ key: 'content.events.headTitle', values: values(title), shorter: 'content.events.headTitleShort', fit: 'title' }, SITE, t.t);
  expect(head('Titan')).toBe('Titan am 14. März 2031, 19:30 Uhr | Philharmonie Flussstadt');
  expect(head('Öffentliche Probe: Schicksal und Triumph')).toBe('Öffentliche Probe: Schicksal und Triumph, 14.03.2031, 19:30');
  const longest = head('Öffentliche Probe: Schicksal und Triumph – Mahlers Sechste mit dem Jugendorchester');
  expect(longest).toBe('Öffentliche Probe: Schicksal und Triumph…, 14.03.2031, 19:30');
  expect(longest.length).toBeLessThanOrEqual(TITLE_MAX);
});
