/** Texts of the link warnings of the link field and the rich text's link dialog (namespace `editorWidgets`, key `linkCheck`). */
import type { WidgetTexts } from '../finders/i18n';

export const linkCheckTexts: WidgetTexts = {
  de: {
    linkCheck: {
      missing: 'Unter dieser Adresse gibt es keine Seite, kein Konzert, keine Story und keine Person: Besucher kämen auf die Fehlerseite „nicht gefunden“. Gespeichert wird der Link trotzdem.',
      redirect: 'Diese Adresse leitet weiter auf {{to}}.',
    },
  },
  en: {
    linkCheck: {
      missing: 'No page, concert, story or person has this address: visitors would get the “not found” error page. The link is saved all the same.',
      redirect: 'This address redirects to {{to}}.',
    },
  },
};
