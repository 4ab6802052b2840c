/** The texts visitors and editors read about logging in, in both languages (the API's other messages are English). */
import type { Locale } from '../../shared/constants';

export const authMessages: Record<Locale, { invalidLogin: string; throttled: (minutes: number) => string }> = {
  de: {
    invalidLogin: 'Bitte einen gültigen Benutzernamen und ein gültiges Passwort eingeben. Beide Felder berücksichtigen die Groß-/Kleinschreibung.',
    throttled: (minutes) =>
      `Zu viele fehlgeschlagene Anmeldeversuche. Bitte in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} erneut versuchen.`,
  },
  en: {
    invalidLogin: 'Please enter a correct username and password. Note that both fields may be case-sensitive.',
    throttled: (minutes) => `Too many failed login attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  },
};

export function minutesOf(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}
