/**
 * Texts of the field widgets, in the editor chunk only (visitors never load them): namespace
 * `editorWidgets`, added to the page's i18next instance the first time a widget renders.
 * `useWidgetTexts(bundle)` answers `t` for that namespace in the page's language, and the locale.
 */
import type { i18n as I18n, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '../../../shared/constants';

export const WIDGETS_NAMESPACE = 'editorWidgets';

export type WidgetTexts = Record<Locale, Record<string, unknown>>;

const added = new WeakMap<I18n, Set<WidgetTexts>>();

function addTexts(i18n: I18n, texts: WidgetTexts): void {
  const done = added.get(i18n) ?? new Set<WidgetTexts>();
  added.set(i18n, done);
  if (done.has(texts)) return;
  for (const locale of LOCALES) i18n.addResourceBundle(locale, WIDGETS_NAMESPACE, texts[locale], true, true);
  done.add(texts);
}

export function useWidgetTexts(texts: WidgetTexts): { t: TFunction; locale: Locale } {
  const { i18n } = useTranslation();
  addTexts(i18n, texts);
  const locale: Locale = (LOCALES as readonly string[]).includes(i18n.language) ? (i18n.language as Locale) : 'de';
  return { t: i18n.getFixedT(locale, WIDGETS_NAMESPACE), locale };
}

/** Texts of the finders (link, image, event) and their dialogs. */
export const finderTexts: WidgetTexts = {
  de: {
    close: 'Schließen',
    cancel: 'Abbrechen',
    unsaved: {
      title: 'Änderungen verwerfen?',
      message: 'Sie haben Bildtexte geändert, aber nicht gespeichert. Wenn Sie schließen, gehen sie verloren.',
      discard: 'Verwerfen',
      keepEditing: 'Weiter bearbeiten',
    },
    choose: 'Auswählen',
    remove: 'Entfernen',
    search: 'Suchen',
    searchLabel: 'Suchbegriff',
    loading: 'Wird geladen …',
    noResults: 'Keine Treffer.',
    loadFailed: 'Die Liste konnte nicht geladen werden.',
    offline: 'offline',
    previous: 'Zurück',
    next: 'Weiter',
    pageOf: 'Seite {{page}} von {{pages}}',
    link: {
      none: 'Kein Link gewählt',
      find: 'Link suchen',
      change: 'Link ändern',
      dialogTitle: 'Link auswählen',
      externalLabel: 'Oder externe Adresse (https://…, mailto:…, tel:…) oder Pfad dieser Website',
      useUrl: 'Adresse übernehmen',
      invalidUrl: 'Bitte eine Adresse mit https://, mailto: oder tel: oder einen Pfad, der mit / beginnt, eingeben.',
      external: 'Externer Link',
      internal: 'Interner Pfad',
      kinds: { page: 'Seite', event: 'Konzert', story: 'Story', person: 'Person' },
      allKinds: 'Alle',
      kindFilter: 'Art',
    },
    image: {
      none: 'Kein Bild gewählt',
      find: 'Bild auswählen',
      change: 'Bild ändern',
      edit: 'Bildtexte bearbeiten',
      dialogTitle: 'Mediathek',
      editTitle: 'Bild bearbeiten',
      upload: 'Bild hochladen',
      uploading: 'Wird hochgeladen …',
      uploadFailed: 'Das Bild konnte nicht hochgeladen werden: {{message}}',
      uploaded: 'Das Bild wurde hochgeladen.',
      fileLabel: 'Bilddatei (JPEG, PNG, WebP, AVIF oder GIF)',
      alt: 'Alternativtext',
      caption: 'Bildunterschrift',
      copyright: 'Copyright',
      german: 'Deutsch',
      english: 'Englisch',
      save: 'Speichern',
      saved: 'Gespeichert.',
      saveFailed: 'Speichern fehlgeschlagen: {{message}}',
      preview: 'Vorschau des gewählten Bildes',
      results: 'Bilder der Mediathek',
      pick: '{{name}} auswählen',
      selected: 'ausgewählt',
    },
    event: {
      none: 'Kein Konzert gewählt',
      find: 'Konzert suchen',
      change: 'Konzert ändern',
      dialogTitle: 'Konzert auswählen',
      results: 'Konzerte',
      unknown: 'Konzert {{id}} (nicht gefunden)',
    },
  },
  en: {
    close: 'Close',
    cancel: 'Cancel',
    unsaved: {
      title: 'Discard changes?',
      message: 'You have changed image texts without saving them. If you close, they are lost.',
      discard: 'Discard',
      keepEditing: 'Keep editing',
    },
    choose: 'Choose',
    remove: 'Remove',
    search: 'Search',
    searchLabel: 'Search term',
    loading: 'Loading …',
    noResults: 'No results.',
    loadFailed: 'The list could not be loaded.',
    offline: 'offline',
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {{page}} of {{pages}}',
    link: {
      none: 'No link chosen',
      find: 'Find a link',
      change: 'Change link',
      dialogTitle: 'Choose a link',
      externalLabel: 'Or an external address (https://…, mailto:…, tel:…) or a path of this site',
      useUrl: 'Use this address',
      invalidUrl: 'Enter an address starting with https://, mailto: or tel:, or a path starting with /.',
      external: 'External link',
      internal: 'Internal path',
      kinds: { page: 'Page', event: 'Concert', story: 'Story', person: 'Person' },
      allKinds: 'All',
      kindFilter: 'Kind',
    },
    image: {
      none: 'No image chosen',
      find: 'Choose an image',
      change: 'Change image',
      edit: 'Edit image texts',
      dialogTitle: 'Media library',
      editTitle: 'Edit image',
      upload: 'Upload an image',
      uploading: 'Uploading …',
      uploadFailed: 'The image could not be uploaded: {{message}}',
      uploaded: 'The image has been uploaded.',
      fileLabel: 'Image file (JPEG, PNG, WebP, AVIF or GIF)',
      alt: 'Alternative text',
      caption: 'Caption',
      copyright: 'Copyright',
      german: 'German',
      english: 'English',
      save: 'Save',
      saved: 'Saved.',
      saveFailed: 'Saving failed: {{message}}',
      preview: 'Preview of the chosen image',
      results: 'Images of the media library',
      pick: 'Choose {{name}}',
      selected: 'chosen',
    },
    event: {
      none: 'No concert chosen',
      find: 'Find a concert',
      change: 'Change concert',
      dialogTitle: 'Choose a concert',
      results: 'Concerts',
      unknown: 'Concert {{id}} (not found)',
    },
  },
};
