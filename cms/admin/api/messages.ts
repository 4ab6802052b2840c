/**
 * The messages of the admin's REST endpoints, Django-like, in English (the API is for developers),
 * and the German the admin shows for each (cms/admin/app/serverMessages.ts translates an answer's
 * messages into the editor's language). Plain data, importing only plain data: the admin bundle reads it too.
 */
import { fileTooLarge } from '../../http/uploadMessages';

export const adminMessages = {
  required: 'This field is required.',
  tooLong: (max: number) => `Ensure this value has at most ${max} characters.`,
  fileTooLarge: fileTooLarge.en,
  invalidPath: 'Enter a path starting with "/".',
  invalidRedirectTarget: 'Enter a path of this site starting with a single "/" (no other host, no spaces, tabs or backslashes).',
  invalidUrl: 'Enter a valid URL (https://…).',
  invalidDate: 'Enter a valid date (YYYY-MM-DD).',
  invalidSlug: 'Enter a valid slug: lower-case letters, digits and hyphens.',
  invalidEmail: 'Enter a valid e-mail address.',
  invalidLanguage: 'Choose German (de) or English (en).',
  invalidUsername: 'Letters, digits and @/./+/-/_ only.',
  unknownFieldType: 'Unknown field type.',
  duplicateFieldSlug: 'Each field needs its own slug.',
  focalPointPair: 'Give both focal_x and focal_y, or neither.',
  focalPointRange: 'Enter a number from 0 to 1.',
  pathTaken: 'Another page already has this address.',
  valueTaken: 'Another entry already uses this value.',
  parentCycle: 'A page cannot be its own ancestor.',
  passwordRequired: 'Set a password for a new account.',
  passwordTooShort: 'The password must have at least 10 characters.',
  choicesRequired: 'This field type needs at least one choice.',
  scheduleOrder: 'The take-down must come after the go-live.',
  invalidAmount: 'Enter a whole number of cents, 0 or more.',
  ownAccountDelete: 'You cannot delete your own account. Another staff editor can do it.',
  lastStaff: 'At least one active staff editor must remain, or nobody could open the admin. Give another editor staff rights first.',
} as const;

/** A table of every message: texts, and functions for the messages with values. */
export type AdminMessageTable = { [K in keyof typeof adminMessages]: (typeof adminMessages)[K] extends (max: number) => string ? (max: number) => string : string };

/** The same messages in German (every key of adminMessages, checked by the type). */
export const adminMessagesDe: AdminMessageTable = {
  required: 'Dieses Feld ist erforderlich.',
  tooLong: (max: number) => `Höchstens ${max} Zeichen.`,
  fileTooLarge: fileTooLarge.de,
  invalidPath: 'Geben Sie einen Pfad ein, der mit „/“ beginnt.',
  invalidRedirectTarget: 'Geben Sie einen Pfad dieser Website ein, der mit genau einem „/“ beginnt (kein anderer Host, keine Leerzeichen, Tabulatoren oder Backslashes).',
  invalidUrl: 'Geben Sie eine gültige URL ein (https://…).',
  invalidDate: 'Geben Sie ein gültiges Datum ein (JJJJ-MM-TT).',
  invalidSlug: 'Geben Sie einen gültigen Slug ein: Kleinbuchstaben, Ziffern und Bindestriche.',
  invalidEmail: 'Geben Sie eine gültige E-Mail-Adresse ein.',
  invalidLanguage: 'Wählen Sie Deutsch (de) oder Englisch (en).',
  invalidUsername: 'Nur Buchstaben, Ziffern und @/./+/-/_.',
  unknownFieldType: 'Unbekannter Feldtyp.',
  duplicateFieldSlug: 'Jedes Feld braucht einen eigenen Slug.',
  focalPointPair: 'Geben Sie Fokus x und Fokus y an, oder keinen von beiden.',
  focalPointRange: 'Geben Sie eine Zahl von 0 bis 1 ein.',
  pathTaken: 'Eine andere Seite hat bereits diese Adresse.',
  valueTaken: 'Ein anderer Eintrag verwendet diesen Wert bereits.',
  parentCycle: 'Eine Seite kann nicht unter sich selbst liegen.',
  passwordRequired: 'Legen Sie für ein neues Konto ein Passwort fest.',
  passwordTooShort: 'Das Passwort muss mindestens 10 Zeichen haben.',
  choicesRequired: 'Dieser Feldtyp braucht mindestens eine Auswahl.',
  scheduleOrder: 'Das Offline-Datum muss nach dem Online-Datum liegen.',
  invalidAmount: 'Geben Sie eine ganze Zahl von Cent ein, 0 oder mehr.',
  ownAccountDelete: 'Ihr eigenes Konto können Sie nicht löschen. Das kann eine andere Person mit Admin-Rechten tun.',
  lastStaff: 'Mindestens eine aktive Person mit Admin-Rechten muss bleiben, sonst kann niemand mehr die Verwaltung öffnen. Geben Sie zuerst einer anderen Person Admin-Rechte.',
};
