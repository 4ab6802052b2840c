/** Every text of the login page, in both languages (German is the default). */
import type { Locale } from '../../../shared/constants';
import { authMessages } from '../../auth/messages';

export interface LoginStrings {
  title: string;
  /** the accessible name of the orchestra's logo above the form */
  logoLabel: string;
  heading: string;
  intro: string;
  username: string;
  password: string;
  submit: string;
  backToSite: string;
  otherLanguage: string;
  otherLanguageLabel: string;
  errorHeading: string;
  invalidLogin: string;
  throttled: (minutes: number) => string;
  csrfFailed: string;
  loggedInAs: (name: string) => string;
}

export const LOGIN_STRINGS: Record<Locale, LoginStrings> = {
  de: {
    title: 'Anmelden · Redaktion',
    logoLabel: 'Philharmonie Flussstadt',
    heading: 'Anmelden',
    intro: 'Melden Sie sich an, um Seiten der Website zu bearbeiten.',
    username: 'Benutzername',
    password: 'Passwort',
    submit: 'Anmelden',
    backToSite: 'Zurück zur Website',
    otherLanguage: 'English',
    otherLanguageLabel: 'Switch to English',
    errorHeading: 'Die Anmeldung ist fehlgeschlagen',
    invalidLogin: authMessages.de.invalidLogin,
    throttled: authMessages.de.throttled,
    csrfFailed: 'Das Formular ist abgelaufen oder wurde nicht von dieser Website gesendet. Bitte erneut versuchen.',
    loggedInAs: (name) => `Sie sind angemeldet als ${name}.`,
  },
  en: {
    title: 'Log in · Editorial office',
    logoLabel: 'Philharmonie Flussstadt',
    heading: 'Log in',
    intro: 'Log in to edit the pages of the website.',
    username: 'Username',
    password: 'Password',
    submit: 'Log in',
    backToSite: 'Back to the website',
    otherLanguage: 'Deutsch',
    otherLanguageLabel: 'Auf Deutsch wechseln',
    errorHeading: 'Login failed',
    invalidLogin: authMessages.en.invalidLogin,
    throttled: authMessages.en.throttled,
    csrfFailed: 'The form has expired or was not sent by this website. Please try again.',
    loggedInAs: (name) => `You are logged in as ${name}.`,
  },
};
