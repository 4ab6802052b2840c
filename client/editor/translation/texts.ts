/** Texts of the translation workflow (issue 27), in the editor chunk only (useWidgetTexts). */
import { useWidgetTexts, type WidgetTexts } from '../finders/i18n';

export const translationTexts: WidgetTexts = {
  de: {
    translation: {
      button: 'Übersetzung',
      title: 'Übersetzung',
      copyFrom_de: 'Aus Deutsch übernehmen',
      copyFrom_en: 'Aus Englisch übernehmen',
      copyIntro:
        'Übernimmt Abschnitte und Module der Fassung auf {{language}} in diese Fassung, als Entwurf. Jedes Modul ist als „Übersetzung fehlt“ markiert, bis es bearbeitet wird.',
      replaceTitle: 'Inhalt ersetzen?',
      replaceMessage: 'Diese Fassung hat schon Inhalt. Er wird durch die Übernahme aus {{language}} ersetzt (im Entwurf; „Entwurf verwerfen“ holt ihn zurück).',
      replace: 'Ersetzen',
      copied_one: '{{count}} Modul übernommen.',
      copied_other: '{{count}} Module übernommen.',
      language_de: 'Deutsch',
      language_en: 'Englisch',
      listTitle: 'Was eine Übersetzung braucht',
      listEmpty: 'Alles übersetzt.',
      loading: 'Wird geladen …',
      loadFailed: 'Die Liste konnte nicht geladen werden.',
      type_page: 'Seite',
      type_event: 'Konzert',
      type_story: 'Geschichte',
      type_person: 'Person',
      in_de: 'auf Deutsch',
      in_en: 'auf Englisch',
      missing: 'fehlt',
      marked_one: '{{count}} Modul zu übersetzen',
      marked_other: '{{count}} Module zu übersetzen',
      outdated_one: '{{count}} Modul älter als die Quelle',
      outdated_other: '{{count}} Module älter als die Quelle',
      noAddress: 'ohne Adresse in dieser Sprache',
      mark: 'Übersetzung fehlt',
      sourceLabel: 'Original auf {{language}}:',
      sourceEmpty: '(leer)',
      close: 'Schließen',
    },
  },
  en: {
    translation: {
      button: 'Translation',
      title: 'Translation',
      copyFrom_de: 'Copy from German',
      copyFrom_en: 'Copy from English',
      copyIntro: 'Copies the sections and modules of the {{language}} version into this one, as a draft. Each module is marked “needs translation” until it is edited.',
      replaceTitle: 'Replace the content?',
      replaceMessage: 'This version already has content. Copying from {{language}} replaces it (in the draft; “Discard draft” brings it back).',
      replace: 'Replace',
      copied_one: '{{count}} module copied.',
      copied_other: '{{count}} modules copied.',
      language_de: 'German',
      language_en: 'English',
      listTitle: 'What needs translating',
      listEmpty: 'Everything is translated.',
      loading: 'Loading …',
      loadFailed: 'The list could not be loaded.',
      type_page: 'Page',
      type_event: 'Concert',
      type_story: 'Story',
      type_person: 'Person',
      in_de: 'in German',
      in_en: 'in English',
      missing: 'missing',
      marked_one: '{{count}} module to translate',
      marked_other: '{{count}} modules to translate',
      outdated_one: '{{count}} module older than its source',
      outdated_other: '{{count}} modules older than their source',
      noAddress: 'no address in this language',
      mark: 'Needs translation',
      sourceLabel: 'Original in {{language}}:',
      sourceEmpty: '(empty)',
      close: 'Close',
    },
  },
};

/** `t` for these texts (below `translation` of the widgets' namespace, apart from the other widgets' keys), and the page's language. */
export function useTranslationTexts() {
  const { t, locale } = useWidgetTexts(translationTexts);
  return { t: (key: string, options: Record<string, unknown> = {}): string => t(`translation.${key}`, options), locale };
}
