/**
 * The admin's own strings, German and English (the admin is a separate app: its strings live here,
 * not in shared/i18n, so visitors never download them). react-admin's built-in English strings
 * are the base; the German chrome overrides the strings the admin shows most.
 */
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';

type Pair = [de: string, en: string];

const RESOURCES: Record<string, Pair> = {
  events: ['Konzerte', 'Concerts'],
  venues: ['Spielstätten', 'Venues'],
  genres: ['Genres', 'Genres'],
  'event-tags': ['Konzert-Tags', 'Concert tags'],
  persons: ['Personen', 'Persons'],
  'person-categories': ['Personen-Kategorien', 'Person categories'],
  stories: ['Stories', 'Stories'],
  'story-categories': ['Story-Kategorien', 'Story categories'],
  'story-tags': ['Story-Tags', 'Story tags'],
  'download-categories': ['Download-Kategorien', 'Download categories'],
  directories: ['Presse-Verzeichnisse', 'Press directories'],
  files: ['Dateien', 'Files'],
  subscriptions: ['Abonnements', 'Subscriptions'],
  forms: ['Formulare', 'Forms'],
  'form-entries': ['Formular-Einträge', 'Form entries'],
  redirects: ['Weiterleitungen', 'Redirects'],
  pages: ['Seiten', 'Pages'],
  images: ['Bilder', 'Images'],
  editors: ['Redakteure', 'Editor accounts'],
};

/** labels of fields by name (the same name means the same thing in every model) */
const FIELDS: Record<string, Pair> = {
  id: ['ID', 'ID'],
  title: ['Titel', 'Title'],
  subtitle: ['Untertitel', 'Subtitle'],
  text: ['Text (HTML)', 'Text (HTML)'],
  teaser: ['Anreißer', 'Teaser'],
  name: ['Name', 'Name'],
  slug: ['Slug', 'Slug'],
  slug_de: ['Slug (de)', 'Slug (de)'],
  slug_en: ['Slug (en)', 'Slug (en)'],
  start_at: ['Beginn', 'Start'],
  end_at: ['Ende', 'End'],
  venue_id: ['Spielstätte', 'Venue'],
  genre_id: ['Genre', 'Genre'],
  ticket_url: ['Ticket-Link', 'Ticket URL'],
  availability: ['Verfügbarkeit', 'Availability'],
  presale_start: ['Vorverkauf ab', 'Presale from'],
  image_id: ['Bild', 'Image'],
  header_image_id: ['Kopfbild', 'Header image'],
  og_image_id: ['Open-Graph-Bild', 'Open Graph image'],
  is_highlight: ['Highlight', 'Highlight'],
  is_online: ['Online', 'Online'],
  publish_at: ['Online ab (deutsche Zeit)', 'Go-live (German time)'],
  unpublish_at: ['Offline ab (deutsche Zeit)', 'Take-down (German time)'],
  tag_ids: ['Tags', 'Tags'],
  category_ids: ['Kategorien', 'Categories'],
  category_id: ['Kategorie', 'Category'],
  event_ids: ['Konzerte', 'Concerts'],
  works: ['Programm', 'Programme'],
  composer: ['Komponist', 'Composer'],
  performers: ['Mitwirkende', 'Performers'],
  role: ['Rolle', 'Role'],
  person_id: ['Person', 'Person'],
  address: ['Adresse', 'Address'],
  city: ['Stadt', 'City'],
  url: ['Website', 'Website'],
  order: ['Reihenfolge', 'Order'],
  first_name: ['Vorname', 'First name'],
  last_name: ['Nachname / Ensemble', 'Last name / ensemble'],
  position: ['Position', 'Position'],
  instrument: ['Instrument', 'Instrument'],
  biography: ['Biografie (HTML)', 'Biography (HTML)'],
  is_ensemble: ['Ensemble', 'Ensemble'],
  date: ['Datum', 'Date'],
  description: ['Beschreibung', 'Description'],
  directory_id: ['Verzeichnis', 'Directory'],
  file: ['Datei', 'File'],
  size: ['Größe (Bytes)', 'Size (bytes)'],
  mime: ['Dateityp', 'File type'],
  prices: ['Preise', 'Prices'],
  label: ['Bezeichnung', 'Label'],
  amount_cents: ['Betrag (Cent)', 'Amount (cents)'],
  intro: ['Einleitung (HTML)', 'Introduction (HTML)'],
  success_message: ['Erfolgsmeldung', 'Success message'],
  fields: ['Felder', 'Fields'],
  field_type: ['Feldtyp', 'Field type'],
  required: ['Pflichtfeld', 'Required'],
  visible: ['Sichtbar', 'Visible'],
  choices: ['Auswahl (eine pro Zeile)', 'Choices (one per line)'],
  default_value: ['Vorgabewert', 'Default value'],
  placeholder: ['Platzhalter', 'Placeholder'],
  help_text: ['Hilfetext', 'Help text'],
  form_id: ['Formular', 'Form'],
  locale: ['Sprache', 'Language'],
  created_at: ['Erstellt', 'Created'],
  values: ['Werte', 'Values'],
  entry_count: ['Einträge', 'Entries'],
  old_path: ['Alter Pfad', 'Old path'],
  new_path: ['Neuer Pfad', 'New path'],
  parent_id: ['Übergeordnete Seite', 'Parent page'],
  page_type: ['Seitentyp', 'Page type'],
  path_de: ['Adresse (de)', 'Address (de)'],
  path_en: ['Adresse (en)', 'Address (en)'],
  menu_name: ['Menüname', 'Menu name'],
  headline: ['Überschrift', 'Headline'],
  seo_headline: ['SEO-Überschrift', 'SEO headline'],
  meta_title: ['Meta-Titel', 'Meta title'],
  meta_description: ['Meta-Beschreibung', 'Meta description'],
  og_title: ['Open-Graph-Titel', 'Open Graph title'],
  og_description: ['Open-Graph-Beschreibung', 'Open Graph description'],
  og_type: ['Open-Graph-Typ', 'Open Graph type'],
  is_clickable: ['Klickbar', 'Clickable'],
  in_menu: ['Im Menü', 'In menu'],
  in_footer: ['Im Footer', 'In footer'],
  in_burger_menu: ['Im Burger-Menü', 'In burger menu'],
  original_name: ['Dateiname', 'File name'],
  alt: ['Alternativtext', 'Alt text'],
  caption: ['Bildunterschrift', 'Caption'],
  copyright: ['Copyright', 'Copyright'],
  focal_x: ['Fokus x (0–1)', 'Focus x (0–1)'],
  focal_y: ['Fokus y (0–1)', 'Focus y (0–1)'],
  width: ['Breite', 'Width'],
  height: ['Höhe', 'Height'],
  username: ['Benutzername', 'Username'],
  email: ['E-Mail', 'E-mail'],
  is_staff: ['Admin-Zugang (Staff)', 'Admin access (staff)'],
  is_active: ['Aktiv', 'Active'],
  password: ['Neues Passwort', 'New password'],
  last_login_at: ['Letzte Anmeldung', 'Last login'],
  q: ['Suche', 'Search'],
  start_gte: ['Beginn ab', 'Starting from'],
  tag_id: ['Tag', 'Tag'],
};

const APP: Record<string, Pair> = {
  missingEn: ['Englisch fehlt', 'English missing'],
  missingEnHint: ['Die englische Übersetzung fehlt', 'The English translation is missing'],
  dashboardTitle: ['Verwaltung', 'Administration'],
  dashboardIntro: ['Inhalte der Website verwalten. Änderungen sind sofort öffentlich sichtbar.', 'Manage the content of the website. Changes show on the public site at once.'],
  exportCsv: ['Einträge als CSV', 'Entries as CSV'],
  noAccessTitle: ['Kein Zugang zur Verwaltung', 'No access to the administration'],
  noAccessText: [
    'Ihr Konto „%{username}“ darf Seiten bearbeiten, hat aber keinen Admin-Zugang (Staff). Bitte wenden Sie sich an die Administration.',
    'Your account “%{username}” may edit pages but has no admin (staff) access. Please ask an administrator.',
  ],
  logout: ['Abmelden', 'Log out'],
  toSite: ['Zur Website', 'To the website'],
  loading: ['Lädt …', 'Loading …'],
  setFocus: ['Klicken Sie ins Bild, um den Fokuspunkt zu setzen.', 'Click the image to set the focal point.'],
  upload: ['Datei hochladen', 'Upload a file'],
  notFound: ['Diese Adresse gibt es in der Verwaltung nicht.', 'This address does not exist in the administration.'],
  fieldTypes: ['Feldtypen', 'Field types'],
  areaConcerts: ['Konzerte', 'Concerts'],
  areaPeople: ['Orchester', 'Orchestra'],
  areaStories: ['Stories', 'Stories'],
  areaPress: ['Presse', 'Press'],
  areaForms: ['Formulare & Abos', 'Forms & subscriptions'],
  areaSite: ['Website', 'Website'],
  publishAtHint: [
    'Zu dieser Zeit (Europe/Berlin) geht der Eintrag online und sein Entwurf wird veröffentlicht. Leer: kein Termin.',
    'At this time (Europe/Berlin) the entry goes online and its draft is published. Empty: none.',
  ],
  unpublishAtHint: ['Zu dieser Zeit (Europe/Berlin) geht der Eintrag offline. Leer: kein Termin.', 'At this time (Europe/Berlin) the entry goes offline. Empty: none.'],
};

export const FIELD_TYPE_LABELS: Record<number, Pair> = {
  1: ['Text', 'Text'],
  2: ['Textbereich', 'Text area'],
  3: ['E-Mail', 'E-mail'],
  4: ['Zahl', 'Number'],
  5: ['Checkbox-Liste', 'Checkbox list'],
  6: ['Radio-Buttons', 'Radio buttons'],
  7: ['Mehrfachauswahl', 'Multi-select'],
  8: ['Auswahlliste', 'Select'],
  9: ['Datei-Upload', 'File upload'],
  10: ['Datum', 'Date'],
  11: ['Checkbox', 'Checkbox'],
  12: ['Verstecktes Feld', 'Hidden'],
  13: ['URL', 'URL'],
  14: ['Telefon', 'Phone'],
};

/** react-admin's chrome in German (the rest falls back to English) */
const RA_DE = {
  action: {
    add: 'Hinzufügen', add_filter: 'Filter hinzufügen', back: 'Zurück', bulk_actions: '%{smart_count} ausgewählt', cancel: 'Abbrechen',
    clear_input_value: 'Leeren', clone: 'Duplizieren', confirm: 'Bestätigen', create: 'Anlegen', delete: 'Löschen', edit: 'Bearbeiten',
    export: 'Exportieren', list: 'Liste', refresh: 'Aktualisieren', remove: 'Entfernen', remove_filter: 'Filter entfernen',
    save: 'Speichern', search: 'Suchen', show: 'Anzeigen', sort: 'Sortieren', undo: 'Rückgängig', move_up: 'Nach oben',
    move_down: 'Nach unten', select_all: 'Alle auswählen', unselect: 'Abwählen', open_menu: 'Menü öffnen', close_menu: 'Menü schließen',
    clear_array_input: 'Liste leeren', remove_all_filters: 'Alle Filter entfernen', select_columns: 'Spalten',
  },
  boolean: { true: 'Ja', false: 'Nein', null: ' ' },
  page: {
    create: '%{name} anlegen', dashboard: 'Übersicht', edit: '%{name} #%{id}', error: 'Etwas ist schiefgegangen', list: '%{name}',
    loading: 'Lädt', not_found: 'Nicht gefunden', show: '%{name} #%{id}', empty: 'Noch keine %{name}.', invite: 'Jetzt anlegen?',
  },
  input: { file: { upload_several: 'Dateien hierher ziehen oder klicken.', upload_single: 'Datei hierher ziehen oder klicken.' } },
  message: {
    are_you_sure: 'Sind Sie sicher?', delete_content: 'Diesen Eintrag wirklich löschen?', delete_title: '%{name} #%{id} löschen',
    bulk_delete_title: '%{smart_count} %{name} löschen', bulk_delete_content: 'Diese %{smart_count} Einträge wirklich löschen?',
    invalid_form: 'Das Formular ist nicht gültig. Bitte prüfen Sie die Fehler.', loading: 'Bitte warten', no: 'Nein', yes: 'Ja',
    unsaved_changes: 'Einige Änderungen wurden nicht gespeichert. Trotzdem verlassen?',
  },
  navigation: {
    no_results: 'Keine Ergebnisse', page_out_of_boundaries: 'Seite %{page} existiert nicht', page_rows_per_page: 'Zeilen pro Seite:',
    page_range_info: '%{offsetBegin}–%{offsetEnd} von %{total}', next: 'Weiter', previous: 'Zurück', skip_nav: 'Zum Inhalt',
  },
  notification: {
    created: 'Angelegt', deleted: 'Gelöscht |||| %{smart_count} gelöscht', updated: 'Gespeichert |||| %{smart_count} gespeichert',
    http_error: 'Der Server antwortet nicht', item_doesnt_exist: 'Eintrag existiert nicht', logged_out: 'Sitzung beendet, bitte neu anmelden.',
  },
  validation: { required: 'Pflichtfeld' },
  auth: { logout: 'Abmelden', user_menu: 'Profil' },
};

function pick(locale: 'de' | 'en', pairs: Record<string, Pair>): Record<string, string> {
  return Object.fromEntries(Object.entries(pairs).map(([k, v]) => [k, v[locale === 'de' ? 0 : 1]]));
}

function deepMerge<T extends Record<string, unknown>>(base: T, over: Record<string, unknown>): T {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) {
    out[k] = v && typeof v === 'object' && !Array.isArray(v) ? deepMerge((out[k] as Record<string, unknown>) ?? {}, v as Record<string, unknown>) : v;
  }
  return out as T;
}

export function messagesOf(locale: 'de' | 'en'): TranslationMessages {
  const resources = Object.fromEntries(Object.entries(RESOURCES).map(([name, pair]) => [name, { name: pair[locale === 'de' ? 0 : 1] }]));
  const own = { admin: { ...pick(locale, APP), f: pick(locale, FIELDS), ft: Object.fromEntries(Object.entries(FIELD_TYPE_LABELS).map(([k, v]) => [k, v[locale === 'de' ? 0 : 1]])) }, resources };
  const base = deepMerge(englishMessages as unknown as Record<string, unknown>, own);
  return (locale === 'de' ? deepMerge(base, { ra: RA_DE }) : base) as unknown as TranslationMessages;
}

export const FIELD_NAMES = Object.keys(FIELDS);
