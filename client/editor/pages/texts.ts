/** Texts of new pages and language versions (issue 45 items 3 and 7), in the editor chunk only. */
import { useWidgetTexts, type WidgetTexts } from '../finders/i18n';

export const pageTexts: WidgetTexts = {
  de: {
    newPages: {
      button: 'Neue Seite',
      buttonShort: 'Seite',
      title: 'Neue Seite',
      intro: 'Die Seite wird auf Deutsch angelegt und ist offline, bis sie online gestellt wird (Zeitplan „Online ab“ oder die Verwaltung).',
      pageTitle: 'Titel',
      slug: 'Adresse (Slug)',
      slugHint: 'Aus dem Titel vorgeschlagen; nur Kleinbuchstaben a–z, Ziffern und Bindestriche. Die Seite liegt dann unter {{path}}',
      slugHintNoPath: 'Aus dem Titel vorgeschlagen; nur Kleinbuchstaben a–z, Ziffern und Bindestriche.',
      parent: 'Übergeordnete Seite',
      topLevel: '(oberste Ebene)',
      noAddress: '(ohne Adresse auf {{language}})',
      create: 'Seite anlegen',
      creating: 'Wird angelegt …',
      cancel: 'Abbrechen',
      loading: 'Seiten werden geladen …',
      loadFailed: 'Die Seiten konnten nicht geladen werden.',
      failed: 'Die Seite konnte nicht angelegt werden.',
      versionTitle_de: 'Deutsche Fassung anlegen',
      versionTitle_en: 'Englische Fassung anlegen',
      versionIntro: 'Diese Seite hat noch keine Fassung auf {{language}}. Sie wird als Entwurf angelegt: Besucher sehen sie erst, wenn sie auf {{language}} veröffentlicht ist (bis dahin auch kein Sprachwechsel und kein Menüeintrag).',
      versionPageTitle: 'Titel auf {{language}}',
      copy: 'Abschnitte und Module von dieser Fassung übernehmen (als „Übersetzung fehlt“ markiert)',
      createVersion_de: 'Deutsche Fassung anlegen',
      createVersion_en: 'Englische Fassung anlegen',
      language_de: 'Deutsch',
      language_en: 'Englisch',
    },
  },
  en: {
    newPages: {
      button: 'New page',
      buttonShort: 'Page',
      title: 'New page',
      intro: 'The page is created in English and stays offline until it is put online (the schedule’s “Online from” or the admin).',
      pageTitle: 'Title',
      slug: 'Address (slug)',
      slugHint: 'Suggested from the title; lower-case letters a–z, digits and hyphens only. The page will be at {{path}}',
      slugHintNoPath: 'Suggested from the title; lower-case letters a–z, digits and hyphens only.',
      parent: 'Parent page',
      topLevel: '(top level)',
      noAddress: '(no {{language}} address)',
      create: 'Create page',
      creating: 'Creating …',
      cancel: 'Cancel',
      loading: 'Loading the pages …',
      loadFailed: 'The pages could not be loaded.',
      failed: 'The page could not be created.',
      versionTitle_de: 'Create the German version',
      versionTitle_en: 'Create the English version',
      versionIntro: 'This page has no {{language}} version yet. It is created as a draft: visitors see it only once it is published in {{language}} (until then no language switch and no menu entry either).',
      versionPageTitle: 'Title in {{language}}',
      copy: 'Copy the sections and modules of this version (marked “needs translation”)',
      createVersion_de: 'Create the German version',
      createVersion_en: 'Create the English version',
      language_de: 'German',
      language_en: 'English',
    },
  },
};

export function usePageTexts() {
  const { t, locale } = useWidgetTexts(pageTexts);
  return { t: (key: string, options: Record<string, unknown> = {}): string => t(`newPages.${key}`, options), locale };
}
