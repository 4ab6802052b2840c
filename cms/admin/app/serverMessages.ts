/**
 * The back end answers its messages in English (cms/admin/api/messages.ts, cms/errors/messages.ts: the
 * API is for developers); the admin shows them in the editor's language. A message it does not know
 * stays as the server wrote it.
 */
import type { Locale } from '../../../shared/constants';
import { messages as httpMessages } from '../../errors/messages';
import { adminMessages, adminMessagesDe } from '../api/messages';
import { trashMessages, trashMessagesDe } from '../../content/trashMessages';

/** German for the framework's messages (cms/errors/messages.ts) the admin may show in a notification. */
export const HTTP_MESSAGES_DE: { [K in keyof typeof httpMessages]: string } = {
  notFound: 'Nicht gefunden.',
  routeNotFound: 'Diese Adresse der Schnittstelle gibt es nicht.',
  validation: 'Die Anfrage ist nicht gültig.',
  unknownQueryParameter: 'Unbekannter Parameter in der Adresse.',
  malformedJson: 'Die Anfrage ist kein gültiges JSON.',
  payloadTooLarge: 'Die Anfrage ist zu groß.',
  unsupportedMediaType: 'Die Anfrage hat eine nicht unterstützte Kodierung oder einen nicht unterstützten Zeichensatz.',
  notAuthenticated: 'Sie sind nicht (mehr) angemeldet.',
  permissionDenied: 'Dafür fehlt Ihnen die Berechtigung.',
  csrfFailed: 'Die Sicherheitsprüfung (CSRF) ist fehlgeschlagen. Bitte laden Sie die Seite neu.',
  conflict: 'Die Anfrage widerspricht dem aktuellen Stand des Eintrags.',
  invalidInput: 'Die Anfrage enthält einen Wert, den die Datenbank nicht speichern kann (z. B. ein NUL-Zeichen oder eine zu große Zahl).',
  uniqueViolation: 'Ein Eintrag mit diesen Werten existiert bereits.',
  foreignKeyViolation: 'Ein verknüpfter Eintrag existiert nicht, oder der Eintrag wird noch verwendet.',
  tooManyRequests: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
  internal: 'Auf dem Server ist ein Fehler aufgetreten.',
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SAMPLE = 987654321;

type Rule = (message: string) => string | null;

function rules(): Rule[] {
  const out: Rule[] = [];
  const tables: [Record<string, unknown>, Record<string, unknown>][] = [
    [adminMessages, adminMessagesDe],
    [trashMessages, trashMessagesDe],
  ];
  for (const [english, german] of tables) for (const key of Object.keys(english)) {
    const en = english[key];
    const de = german[key];
    if (typeof en === 'function' && typeof de === 'function') {
      // a message with a number: matched by its English text around the number
      const [before, after] = en(SAMPLE).split(String(SAMPLE));
      const pattern = new RegExp(`^${escape(before)}(\\d+)${escape(after)}$`);
      out.push((message) => {
        const match = pattern.exec(message);
        return match ? de(Number(match[1])) : null;
      });
    } else if (typeof en === 'string' && typeof de === 'string') {
      out.push((message) => (message === en ? de : null));
    }
  }
  for (const key of Object.keys(httpMessages) as (keyof typeof httpMessages)[]) {
    const en = httpMessages[key];
    // csrfFailed comes with the reason appended
    out.push((message) => (message === en || (key === 'csrfFailed' && message.startsWith(`${en} `)) ? HTTP_MESSAGES_DE[key] : null));
  }
  return out;
}

let cached: Rule[] | undefined;

/** A message of the back end in the admin's language. */
export function localizeServerMessage(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  for (const rule of (cached ??= rules())) {
    const translated = rule(message);
    if (translated !== null) return translated;
  }
  return message;
}
