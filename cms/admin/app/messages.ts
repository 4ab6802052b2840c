/**
 * The admin's own strings, German and English (the admin is a separate app: its strings live here,
 * not in shared/i18n, so visitors never download them). react-admin's built-in English strings
 * are the base; RA_DE has every one of them in German (messages.test.ts checks that no key, and no
 * %{value} of a key, is missing in either language).
 */
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';

type Pair = [de: string, en: string];

/** each model's name, singular |||| plural (react-admin asks with smart_count: "Konzert anlegen", menu "Konzerte") */
const RESOURCES: Record<string, Pair> = {
  events: ['Konzert |||| Konzerte', 'Concert |||| Concerts'],
  venues: ['Spielstätte |||| Spielstätten', 'Venue |||| Venues'],
  genres: ['Genre |||| Genres', 'Genre |||| Genres'],
  'event-tags': ['Konzert-Tag |||| Konzert-Tags', 'Concert tag |||| Concert tags'],
  persons: ['Person |||| Personen', 'Person |||| Persons'],
  'person-categories': ['Personen-Kategorie |||| Personen-Kategorien', 'Person category |||| Person categories'],
  stories: ['Story |||| Stories', 'Story |||| Stories'],
  'story-categories': ['Story-Kategorie |||| Story-Kategorien', 'Story category |||| Story categories'],
  'story-tags': ['Story-Tag |||| Story-Tags', 'Story tag |||| Story tags'],
  'download-categories': ['Download-Kategorie |||| Download-Kategorien', 'Download category |||| Download categories'],
  directories: ['Presse-Verzeichnis |||| Presse-Verzeichnisse', 'Press directory |||| Press directories'],
  files: ['Datei |||| Dateien', 'File |||| Files'],
  subscriptions: ['Abonnement |||| Abonnements', 'Subscription |||| Subscriptions'],
  forms: ['Formular |||| Formulare', 'Form |||| Forms'],
  'form-entries': ['Formular-Eintrag |||| Formular-Einträge', 'Form entry |||| Form entries'],
  redirects: ['Weiterleitung |||| Weiterleitungen', 'Redirect |||| Redirects'],
  pages: ['Seite |||| Seiten', 'Page |||| Pages'],
  images: ['Bild |||| Bilder', 'Image |||| Images'],
  editors: ['Redakteur |||| Redakteure', 'Editor account |||| Editor accounts'],
  trash: ['Papierkorb |||| Papierkorb', 'Trash |||| Trash'],
};

/** labels of fields by name (the same name means the same thing in every model) */
const FIELDS: Record<string, Pair> = {
  id: ['ID', 'ID'],
  title: ['Titel', 'Title'],
  subtitle: ['Untertitel', 'Subtitle'],
  text: ['Text', 'Text'],
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
  price_min_cents: ['Preis ab (Cent)', 'Price from (cents)'],
  price_max_cents: ['Preis bis (Cent)', 'Price up to (cents)'],
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
  biography: ['Biografie', 'Biography'],
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
  intro: ['Einleitung', 'Introduction'],
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
  is_reviewer: ['Prüfer/in (gibt frei)', 'Reviewer (approves)'],
  needs_review: ['Braucht Freigabe', 'Needs approval'],
  password: ['Neues Passwort', 'New password'],
  last_login_at: ['Letzte Anmeldung', 'Last login'],
  q: ['Suche', 'Search'],
  language: ['Sprache der Verwaltung', 'Language of the administration'],
  dimensions: ['Größe (px)', 'Size (px)'],
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
  setFocus: [
    'Klicken Sie ins Bild, um den Fokuspunkt zu setzen, oder verschieben Sie ihn mit den Pfeiltasten (mit Umschalt in großen Schritten).',
    'Click the image to set the focal point, or move it with the arrow keys (with Shift in large steps).',
  ],
  focalPoint: ['Fokuspunkt im Bild', 'Focal point in the image'],
  focalValue: ['Fokuspunkt: x %{x}, y %{y}', 'Focal point: x %{x}, y %{y}'],
  focalNone: ['Kein Fokuspunkt gesetzt (Bildmitte).', 'No focal point set (the centre).'],
  upload: ['Datei hochladen', 'Upload a file'],
  notFound: ['Diese Adresse gibt es in der Verwaltung nicht.', 'This address does not exist in the administration.'],
  fieldTypes: ['Feldtypen', 'Field types'],
  areaConcerts: ['Konzerte', 'Concerts'],
  areaPeople: ['Orchester', 'Orchestra'],
  areaStories: ['Stories', 'Stories'],
  areaPress: ['Presse', 'Press'],
  areaForms: ['Formulare & Abos', 'Forms & subscriptions'],
  areaSite: ['Website', 'Website'],
  title: ['Verwaltung', 'Administration'],
  logoLabel: ['Philharmonie Flussstadt – Verwaltung', 'Philharmonie Flussstadt – administration'],
  documentTitle: ['Verwaltung · Philharmonie Flussstadt', 'Administration · Philharmonie Flussstadt'],
  languageMenu: ['Sprache der Verwaltung', 'Language of the administration'],
  languageSaved: ['Die Verwaltung spricht jetzt Deutsch (in Ihrem Konto gespeichert).', 'The administration now speaks English (saved in your account).'],
  languageNotSaved: ['Die Sprache konnte nicht in Ihrem Konto gespeichert werden.', 'The language could not be saved in your account.'],
  languageSiteDefault: ['Wie die Website (Deutsch)', 'As the website (German)'],
  isReviewerHint: [
    'Sieht im Editor, was zur Prüfung eingereicht ist, gibt es frei (veröffentlicht oder mit Zeitplan) oder gibt es mit Kommentaren zurück. Veröffentlicht auch direkt.',
    'Sees in the editor what is submitted for review, approves it (published or scheduled) or sends it back with comments. Also publishes directly.',
  ],
  needsReviewHint: [
    'Kann im Editor nicht selbst veröffentlichen oder Zeitpläne setzen, sondern reicht Änderungen zur Prüfung ein. Gilt nicht für Prüfer/innen.',
    'Cannot publish or set schedules in the editor, but submits changes for review. Does not apply to reviewers.',
  ],
  tabConcert: ['Konzert', 'Concert'],
  tabProgramme: ['Programm', 'Programme'],
  tabText: ['Text', 'Text'],
  tabForm: ['Formular', 'Form'],
  tabFields: ['Felder', 'Fields'],
  tabPage: ['Seite', 'Page'],
  tabSeo: ['SEO und Open Graph', 'SEO and Open Graph'],
  serverDown: ['Der Server antwortet nicht.', 'The server does not answer.'],
  berlinTime: ['Berliner Zeit (%{zone})', 'Berlin time (%{zone})'],
  publishAtHint: [
    'Zu dieser Zeit (Europe/Berlin) geht der Eintrag online und sein Entwurf wird veröffentlicht. Leer: kein Termin.',
    'At this time (Europe/Berlin) the entry goes online and its draft is published. Empty: none.',
  ],
  translations: ['Übersetzungen', 'Translations'],
  translationsIntro: [
    'Was in einer Sprache fehlt, noch als „Übersetzung fehlt“ markiert ist oder älter ist als seine Quelle. Ein Klick öffnet die Seite im Editor.',
    'What is missing in a language, still marked “needs translation”, or older than its source. A click opens the page in the editor.',
  ],
  translationsEmpty: ['Alles übersetzt.', 'Everything is translated.'],
  translationsFailed: ['Die Liste konnte nicht geladen werden.', 'The list could not be loaded.'],
  translationsKind: ['Art', 'Kind'],
  translationsTitle: ['Titel', 'Title'],
  translationsLanguage: ['Sprache', 'Language'],
  translationsState: ['Stand', 'State'],
  translationsMissing: ['fehlt', 'missing'],
  translationsMarked: ['%{smart_count} Modul zu übersetzen |||| %{smart_count} Module zu übersetzen', '%{smart_count} module to translate |||| %{smart_count} modules to translate'],
  translationsOutdated: ['%{smart_count} Modul älter als die Quelle |||| %{smart_count} Module älter als die Quelle', '%{smart_count} module older than its source |||| %{smart_count} modules older than their source'],
  translationsIn_de: ['Deutsch', 'German'],
  translationsIn_en: ['Englisch', 'English'],
  translationsType_page: ['Seite', 'Page'],
  translationsType_event: ['Konzert', 'Concert'],
  translationsType_story: ['Story', 'Story'],
  translationsType_person: ['Person', 'Person'],
  translationsType_shared: ['Wiederverwendbarer Abschnitt', 'Reusable section'],
  unpublishAtHint: ['Zu dieser Zeit (Europe/Berlin) geht der Eintrag offline. Leer: kein Termin.', 'At this time (Europe/Berlin) the entry goes offline. Empty: none.'],
  trash: ['Papierkorb', 'Trash'],
  trashIntro: [
    'Gelöschte Seiten, Konzerte, Stories, Personen, Presse-Einträge, Abos, Formulare, Bilder und Abschnitte bleiben hier bis zum angegebenen Tag und kommen mit allem zurück, was dazugehört: Verlauf, Adresse, Verknüpfungen. Besucher sehen sie nicht.',
    'Deleted pages, concerts, stories, persons, press items, subscriptions, forms, images and sections stay here until the date shown and come back with everything that belongs to them: history, address, links. Visitors do not see them.',
  ],
  trashKind: ['Art', 'Kind'],
  trashTitle: ['Titel', 'Title'],
  trashDeletedAt: ['Gelöscht am', 'Deleted on'],
  trashDeletedBy: ['Gelöscht von', 'Deleted by'],
  trashPurgeAt: ['Endgültig weg am', 'Gone for good on'],
  trashRestore: ['Wiederherstellen', 'Restore'],
  trashRestoreNamed: ['„%{title}“ wiederherstellen', 'Restore “%{title}”'],
  trashRestored: ['„%{title}“ ist wiederhergestellt.', '“%{title}” is restored.'],
  trashSlugTitle: ['Adresse inzwischen vergeben', 'Address taken meanwhile'],
  trashSlugText: [
    'Die alte Adresse von „%{title}“ hat inzwischen ein anderer Eintrag. Mit dieser Adresse wiederherstellen:',
    'Another entry has the old address of “%{title}” now. Restore it with this address:',
  ],
  trashRestoreWith: ['Mit dieser Adresse wiederherstellen', 'Restore with this address'],
  cancel: ['Abbrechen', 'Cancel'],
  toTrash: ['In den Papierkorb', 'Move to the trash'],
  trashKind_page: ['Seite', 'Page'],
  trashKind_event: ['Konzert', 'Concert'],
  trashKind_story: ['Story', 'Story'],
  trashKind_person: ['Person', 'Person'],
  trashKind_directory: ['Presse-Verzeichnis', 'Press directory'],
  trashKind_file: ['Presse-Datei', 'Press file'],
  trashKind_subscription: ['Abonnement', 'Subscription'],
  trashKind_form: ['Formular', 'Form'],
  trashKind_image: ['Bild', 'Image'],
  trashKind_section: ['Abschnitt', 'Section'],
  trashKind_shared: ['Wiederverwendbarer Abschnitt', 'Reusable section'],
  bulkChange: ['Feld ändern', 'Change a field'],
  bulkChangeTitle: ['%{smart_count} Eintrag ändern |||| %{smart_count} Einträge ändern', 'Change %{smart_count} entry |||| Change %{smart_count} entries'],
  bulkField: ['Feld', 'Field'],
  bulkValue: ['Neuer Wert', 'New value'],
  bulkApply: ['Ändern', 'Apply'],
  bulkChanged: ['%{smart_count} Eintrag geändert. |||| %{smart_count} Einträge geändert.', '%{smart_count} entry changed. |||| %{smart_count} entries changed.'],
  bulkTrashed: ['%{smart_count} Eintrag in den Papierkorb gelegt. |||| %{smart_count} Einträge in den Papierkorb gelegt.', '%{smart_count} entry moved to the trash. |||| %{smart_count} entries moved to the trash.'],
};

/** choices of select inputs, by list */
const CHOICES: Record<string, Record<string, Pair>> = {
  availability: {
    bookable: ['Buchbar', 'Bookable'],
    presale: ['Vorverkauf', 'Presale'],
    soldout: ['Ausverkauft', 'Sold out'],
    cancelled: ['Abgesagt', 'Cancelled'],
  },
  pageType: {
    default: ['Standard', 'Default'],
    'with-header-image': ['Mit Kopfbild', 'With header image'],
    hero: ['Hero', 'Hero'],
    home: ['Startseite', 'Home page'],
  },
  onlineState: {
    true: ['Online', 'Online'],
    false: ['Offline', 'Offline'],
  },
  language: {
    de: ['Deutsch', 'German'],
    en: ['Englisch', 'English'],
  },
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

/** react-admin's chrome in German: every string of ra-language-english (unit-tested), formal address. */
const RA_DE = {
  action: {
    add_filter: 'Filter hinzufügen', add: 'Hinzufügen', back: 'Zurück', bulk_actions: '1 Eintrag ausgewählt |||| %{smart_count} Einträge ausgewählt',
    cancel: 'Abbrechen', clear_array_input: 'Liste leeren', clear_input_value: 'Leeren', clone: 'Duplizieren', confirm: 'Bestätigen',
    create: 'Anlegen', create_item: '%{item} anlegen', delete: 'Löschen', edit: 'Bearbeiten', export: 'Exportieren', list: 'Liste',
    refresh: 'Aktualisieren', remove_filter: 'Filter entfernen', remove_all_filters: 'Alle Filter entfernen', remove: 'Entfernen',
    reset: 'Zurücksetzen', save: 'Speichern', search: 'Suchen', search_columns: 'Spalten durchsuchen', select_all: 'Alle auswählen',
    select_all_button: 'Alle auswählen', select_row: 'Diese Zeile auswählen', show: 'Anzeigen', sort: 'Sortieren', undo: 'Rückgängig',
    unselect: 'Abwählen', expand: 'Aufklappen', close: 'Schließen', open_menu: 'Menü öffnen', close_menu: 'Menü schließen',
    update: 'Aktualisieren', move_up: 'Nach oben', move_down: 'Nach unten', open: 'Öffnen', toggle_theme: 'Hell/dunkel umschalten',
    select_columns: 'Spalten', update_application: 'Anwendung neu laden',
  },
  boolean: { true: 'Ja', false: 'Nein', null: ' ' },
  page: {
    create: '%{name} anlegen', dashboard: 'Übersicht', edit: '%{name} %{recordRepresentation}', error: 'Etwas ist schiefgegangen',
    list: '%{name}', loading: 'Lädt', not_found: 'Nicht gefunden', show: '%{name} %{recordRepresentation}', empty: 'Noch keine %{name}.',
    invite: 'Jetzt einen Eintrag anlegen?', access_denied: 'Zugriff verweigert', authentication_error: 'Anmeldefehler',
  },
  input: {
    file: { upload_several: 'Dateien hierher ziehen oder klicken, um sie auszuwählen.', upload_single: 'Eine Datei hierher ziehen oder klicken, um sie auszuwählen.' },
    image: { upload_several: 'Bilder hierher ziehen oder klicken, um sie auszuwählen.', upload_single: 'Ein Bild hierher ziehen oder klicken, um es auszuwählen.' },
    references: {
      all_missing: 'Die verknüpften Einträge wurden nicht gefunden.',
      many_missing: 'Mindestens einer der verknüpften Einträge ist nicht mehr vorhanden.',
      single_missing: 'Der verknüpfte Eintrag ist nicht mehr vorhanden.',
    },
    password: { toggle_visible: 'Passwort verbergen', toggle_hidden: 'Passwort anzeigen' },
  },
  message: {
    about: 'Über', access_denied: 'Sie haben keine Berechtigung für diese Seite.', are_you_sure: 'Sind Sie sicher?',
    authentication_error: 'Der Anmeldeserver hat einen Fehler gemeldet; Ihre Anmeldung konnte nicht geprüft werden.',
    auth_error: 'Beim Prüfen der Anmeldung ist ein Fehler aufgetreten.',
    bulk_delete_content: 'Diesen Eintrag (%{name}) wirklich löschen? |||| Diese %{smart_count} Einträge wirklich löschen?',
    bulk_delete_title: '%{name} löschen |||| %{smart_count} %{name} löschen',
    bulk_update_content: '%{name} %{recordRepresentation} wirklich ändern? |||| Diese %{smart_count} Einträge wirklich ändern?',
    bulk_update_title: '%{name} %{recordRepresentation} ändern |||| %{smart_count} %{name} ändern',
    clear_array_input: 'Die ganze Liste wirklich leeren?', delete_content: 'Diesen Eintrag (%{name}) wirklich löschen?',
    delete_title: '%{name} %{recordRepresentation} löschen', details: 'Details',
    error: 'Im Browser ist ein Fehler aufgetreten; die Anfrage konnte nicht ausgeführt werden.',
    invalid_form: 'Das Formular ist nicht gültig. Bitte prüfen Sie die markierten Felder.', loading: 'Bitte warten', no: 'Nein',
    not_found: 'Die Adresse ist falsch geschrieben, oder der Link führt ins Leere.',
    select_all_limit_reached: 'Es gibt zu viele Einträge, um alle auszuwählen. Nur die ersten %{max} wurden ausgewählt.',
    unsaved_changes: 'Einige Änderungen wurden nicht gespeichert. Trotzdem verlassen?', yes: 'Ja',
    placeholder_data_warning: 'Netzwerkproblem: Die Daten konnten nicht aktualisiert werden.',
  },
  navigation: {
    clear_filters: 'Filter zurücksetzen', no_filtered_results: 'Keine %{name} zu diesen Filtern gefunden.', no_results: 'Keine %{name} gefunden',
    no_more_results: 'Die Seite %{page} gibt es nicht. Versuchen Sie die vorige Seite.', page_out_of_boundaries: 'Seite %{page} gibt es nicht',
    page_out_from_end: 'Das ist die letzte Seite', page_out_from_begin: 'Das ist die erste Seite',
    page_range_info: '%{offsetBegin}–%{offsetEnd} von %{total}', partial_page_range_info: '%{offsetBegin}–%{offsetEnd} von mehr als %{offsetEnd}',
    current_page: 'Seite %{page}', page: 'Zu Seite %{page}', first: 'Zur ersten Seite', last: 'Zur letzten Seite', next: 'Zur nächsten Seite',
    previous: 'Zur vorigen Seite', page_rows_per_page: 'Zeilen pro Seite:', skip_nav: 'Zum Inhalt springen',
  },
  sort: { sort_by: 'Sortiert nach %{field_lower_first}, %{order}', ASC: 'aufsteigend', DESC: 'absteigend' },
  auth: {
    auth_check_error: 'Bitte melden Sie sich an.', user_menu: 'Profil', username: 'Benutzername', password: 'Passwort', email: 'E-Mail',
    sign_in: 'Anmelden', sign_in_error: 'Die Anmeldung ist fehlgeschlagen, bitte erneut versuchen', logout: 'Abmelden',
  },
  notification: {
    updated: 'Gespeichert |||| %{smart_count} Einträge gespeichert', created: 'Angelegt', deleted: 'Gelöscht |||| %{smart_count} Einträge gelöscht',
    bad_item: 'Fehlerhafter Eintrag', item_doesnt_exist: 'Diesen Eintrag gibt es nicht', http_error: 'Der Server antwortet nicht',
    data_provider_error: 'Fehler beim Datenzugriff. Details in der Konsole.', i18n_error: 'Die Übersetzungen dieser Sprache konnten nicht geladen werden',
    canceled: 'Abgebrochen', logged_out: 'Ihre Sitzung ist abgelaufen, bitte melden Sie sich neu an.',
    not_authorized: 'Sie haben keine Berechtigung für diesen Inhalt.', application_update_available: 'Eine neue Version ist verfügbar.',
    offline: 'Keine Verbindung. Die Daten konnten nicht geladen werden.',
  },
  validation: {
    required: 'Pflichtfeld', minLength: 'Mindestens %{min} Zeichen', maxLength: 'Höchstens %{max} Zeichen', minValue: 'Mindestens %{min}',
    maxValue: 'Höchstens %{max}', number: 'Muss eine Zahl sein', email: 'Muss eine gültige E-Mail-Adresse sein', oneOf: 'Muss eines davon sein: %{options}',
    regex: 'Muss dem Format (regulärer Ausdruck) entsprechen: %{pattern}', unique: 'Muss eindeutig sein',
  },
  saved_queries: {
    label: 'Gespeicherte Abfragen', query_name: 'Name der Abfrage', new_label: 'Aktuelle Abfrage speichern …', new_dialog_title: 'Aktuelle Abfrage speichern als',
    remove_label: 'Gespeicherte Abfrage entfernen', remove_label_with_name: 'Abfrage „%{name}“ entfernen', remove_dialog_title: 'Gespeicherte Abfrage entfernen?',
    remove_message: 'Diese Abfrage wirklich aus der Liste der gespeicherten Abfragen entfernen?', help: 'Filtern Sie die Liste und speichern Sie die Abfrage für später',
  },
  guesser: { empty: { title: 'Keine Daten', message: 'Bitte prüfen Sie den Data Provider' } },
  configurable: {
    customize: 'Anpassen', configureMode: 'Diese Seite anpassen',
    inspector: { title: 'Inspektor', content: 'Zeigen Sie auf Elemente der Oberfläche, um sie anzupassen', reset: 'Einstellungen zurücksetzen', hideAll: 'Alle ausblenden', showAll: 'Alle einblenden' },
    Datagrid: { title: 'Tabelle', unlabeled: 'Spalte ohne Namen #%{column}' },
    SimpleForm: { title: 'Formular', unlabeled: 'Feld ohne Namen #%{input}' },
    SimpleList: { title: 'Liste', primaryText: 'Haupttext', secondaryText: 'Zweiter Text', tertiaryText: 'Dritter Text' },
  },
};

/** the rich-text toolbar's buttons (ra-input-rich-text asks for ra.tiptap.*; ra-language-english has none) */
const TIPTAP: Record<string, Pair> = {
  bold: ['Fett', 'Bold'],
  italic: ['Kursiv', 'Italic'],
  list_bulleted: ['Aufzählung', 'Bulleted list'],
  list_numbered: ['Nummerierte Liste', 'Numbered list'],
  link: ['Link', 'Link'],
};

const side = (locale: 'de' | 'en') => (locale === 'de' ? 0 : 1);

function pick(locale: 'de' | 'en', pairs: Record<string, Pair>): Record<string, string> {
  return Object.fromEntries(Object.entries(pairs).map(([k, v]) => [k, v[side(locale)]]));
}

function deepMerge<T extends Record<string, unknown>>(base: T, over: Record<string, unknown>): T {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) {
    out[k] = v && typeof v === 'object' && !Array.isArray(v) ? deepMerge((out[k] as Record<string, unknown>) ?? {}, v as Record<string, unknown>) : v;
  }
  return out as T;
}

/** The admin's messages in one language: react-admin's (German: RA_DE), the rich-text toolbar's and the admin's own. */
export function messagesOf(locale: 'de' | 'en'): TranslationMessages {
  const resources = Object.fromEntries(Object.entries(RESOURCES).map(([name, pair]) => [name, { name: pair[side(locale)] }]));
  const own = {
    admin: {
      ...pick(locale, APP),
      f: pick(locale, FIELDS),
      // "{label} (de)" / "{label} (en)": one field of a translated pair
      fl: Object.fromEntries(Object.entries(FIELDS).map(([k, v]) => [k, { de: `${v[side(locale)]} (de)`, en: `${v[side(locale)]} (en)` }])),
      ft: Object.fromEntries(Object.entries(FIELD_TYPE_LABELS).map(([k, v]) => [k, v[side(locale)]])),
      choice: Object.fromEntries(Object.entries(CHOICES).map(([list, pairs]) => [list, pick(locale, pairs)])),
    },
    resources,
    ra: { tiptap: pick(locale, TIPTAP) },
  };
  const base = deepMerge(englishMessages as unknown as Record<string, unknown>, own);
  return (locale === 'de' ? deepMerge(base, { ra: RA_DE }) : base) as unknown as TranslationMessages;
}

/** One of the admin's own texts outside React (the document title, the no-access page). */
export const adminText = (locale: 'de' | 'en', key: keyof typeof APP): string => APP[key][side(locale)];

/** The key of a select input's choice label: `choiceKey('availability', 'soldout')`. */
export const choiceKey = (list: keyof typeof CHOICES | string, id: string) => `admin.choice.${list}.${id}`;

/** The choices of a list for a SelectInput (react-admin translates the names). */
export const choicesOf = (list: string) => Object.keys(CHOICES[list] ?? {}).map((id) => ({ id, name: choiceKey(list, id) }));

export const FIELD_NAMES = Object.keys(FIELDS);
