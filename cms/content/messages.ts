/**
 * Messages of the page editor's content rules (placement, staleness: moduleRules.ts, staleness.ts,
 * cms/write/moduleWrite.ts) and of its endpoints, in the request's locale (module field messages:
 * shared/modules/messages.ts).
 */
import type { Locale } from '../../shared/constants';

const de = {
  unknownSection: 'Diesen Abschnitt gibt es nicht.',
  unknownParent: 'Dieses übergeordnete Modul gibt es in diesem Abschnitt nicht.',
  wrongParent: (model: string) => `Dieses Modul kann kein Element vom Typ „${model}“ enthalten.`,
  parentRequired: 'Dieses Modul gehört in eine Liste: bitte das übergeordnete Modul angeben.',
  noParentAllowed: 'Dieses Modul steht direkt im Abschnitt und hat kein übergeordnetes Modul.',
  columnOutOfRange: (count: number) => `Das Layout dieses Abschnitts hat ${count} ${count === 1 ? 'Spalte' : 'Spalten'}.`,
  sectionFixed: 'Ein Modul kann nicht in einen anderen Abschnitt verschoben werden.',
  unknownModules: (ids: string) => `Diese Module gehören nicht zu diesem Abschnitt: ${ids}.`,
  unknownModel: (model: string) => `Die Modulart „${model}“ gibt es nicht.`,
  duplicateItems: 'Jedes Modul darf nur einmal vorkommen.',
  unknownObject: 'Das Objekt, zu dem der Abschnitt gehört, gibt es nicht.',
  objectRequired: 'Bitte das Objekt angeben, zu dem der Abschnitt gehört.',
  objectNotAllowed: 'Der Content-Hub gehört zu keinem Objekt.',
  slugTaken: 'Es gibt schon einen Abschnitt mit diesem Slug.',
  slugFormat: 'Nur Buchstaben, Ziffern, „-“ und „_“ (höchstens 100 Zeichen).',
  unknownLayout: 'Dieses Layout gibt es nicht.',
  unknownParentSection: 'Diesen übergeordneten Abschnitt gibt es nicht.',
  versionNotFound: 'Diese Version gibt es für diese Seite nicht.',
  sharedNotFound: 'Diesen wiederverwendbaren Abschnitt gibt es nicht (mehr).',
  sharedVersionNotFound: 'Diese Version gibt es für diesen Abschnitt nicht.',
  scheduleNotAllowed: 'Personen werden nicht zeitgesteuert veröffentlicht.',
  scheduleOrder: 'Das Ende muss nach dem Start liegen.',
  staleModule: (name: string | null) =>
    name ? `${name} hat dieses Modul inzwischen geändert.` : 'Dieses Modul wurde inzwischen geändert.',
  staleSection: (name: string | null) =>
    name ? `${name} hat diesen Abschnitt inzwischen geändert.` : 'Dieser Abschnitt wurde inzwischen geändert.',
  stalePage: (name: string | null) => (name ? `${name} hat diese Seite inzwischen geändert.` : 'Diese Seite wurde inzwischen geändert.'),
  publishNotKept: 'Diese Veröffentlichung lässt sich nicht mehr rückgängig machen: was Besucher vorher sahen, ist nicht mehr gespeichert.',
  discardNotKept: 'Der verworfene Entwurf lässt sich nicht mehr zurückholen: er ist nicht mehr gespeichert.',
  needsApproval:
    'Ihre Änderungen brauchen eine Freigabe: Bitte reichen Sie sie zur Prüfung ein. Veröffentlichen und Zeitpläne sind Prüferinnen und Prüfern vorbehalten.',
  reviewersOnly: 'Nur Prüferinnen und Prüfer können Änderungen freigeben, zurückgeben und kommentieren.',
  nothingToReview: 'Es gibt keine unveröffentlichten Änderungen, die geprüft werden könnten.',
  alreadyWaiting: 'Diese Änderungen warten schon auf Prüfung.',
  notWaiting: 'Hier wartet nichts auf Prüfung.',
  returnNeedsComment: 'Bitte schreiben Sie dazu, was geändert werden soll, oder kommentieren Sie ein Modul.',
  commentRequired: 'Bitte einen Kommentar eingeben.',
  commentTooLong: (max: number) => `Höchstens ${max} Zeichen.`,
  moduleNotHere: 'Dieses Modul gehört nicht zu dem, was geprüft wird.',
};

type PageEditorMessages = typeof de;

const en: PageEditorMessages = {
  unknownSection: 'This section does not exist.',
  unknownParent: 'This parent module does not exist in this section.',
  wrongParent: (model) => `This module cannot hold an item of type "${model}".`,
  parentRequired: 'This module lives in a list: please give its parent module.',
  noParentAllowed: 'This module sits directly in the section and has no parent module.',
  columnOutOfRange: (count) => `The layout of this section has ${count} ${count === 1 ? 'column' : 'columns'}.`,
  sectionFixed: 'A module cannot move to another section.',
  unknownModules: (ids) => `These modules do not belong to this section: ${ids}.`,
  unknownModel: (model) => `There is no kind of module "${model}".`,
  duplicateItems: 'Each module may appear only once.',
  unknownObject: 'The object this section belongs to does not exist.',
  objectRequired: 'Please give the object this section belongs to.',
  objectNotAllowed: 'The content hub belongs to no object.',
  slugTaken: 'A section with this slug exists already.',
  slugFormat: 'Only letters, digits, "-" and "_" (at most 100 characters).',
  unknownLayout: 'This layout does not exist.',
  unknownParentSection: 'This parent section does not exist.',
  versionNotFound: 'This page has no such version.',
  sharedNotFound: 'This reusable section does not exist (any more).',
  sharedVersionNotFound: 'This section has no such version.',
  scheduleNotAllowed: 'Persons are not published on a schedule.',
  scheduleOrder: 'The end must come after the start.',
  staleModule: (name) => (name ? `${name} has changed this module in the meantime.` : 'This module has been changed in the meantime.'),
  staleSection: (name) => (name ? `${name} has changed this section in the meantime.` : 'This section has been changed in the meantime.'),
  stalePage: (name) => (name ? `${name} has changed this page in the meantime.` : 'This page has been changed in the meantime.'),
  publishNotKept: 'This publication can no longer be undone: what visitors saw before is no longer kept.',
  discardNotKept: 'The discarded draft can no longer be brought back: it is no longer kept.',
  needsApproval: 'Your changes need approval: please submit them for review. Publishing and schedules are for reviewers.',
  reviewersOnly: 'Only reviewers can approve changes, send them back or comment on them.',
  nothingToReview: 'There are no unpublished changes to review.',
  alreadyWaiting: 'These changes are already waiting for review.',
  notWaiting: 'Nothing here is waiting for review.',
  returnNeedsComment: 'Please say what should be changed, or comment on a module.',
  commentRequired: 'Please enter a comment.',
  commentTooLong: (max) => `At most ${max} characters.`,
  moduleNotHere: 'This module does not belong to what is being reviewed.',
};

export const PAGE_EDITOR_MESSAGES: Record<Locale, PageEditorMessages> = { de, en };
