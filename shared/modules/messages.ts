import type { Locale } from '../constants';
import type { FieldError, ValidationCode } from './types';

/** Validation messages in the editor's language; the back end answers in the request's locale. */
const MESSAGES: Record<Locale, Record<ValidationCode, string>> = {
  de: {
    required: 'Dieses Feld ist erforderlich.',
    maxLength: 'Bitte höchstens {max} Zeichen eingeben.',
    option: 'Bitte einen der Werte wählen: {options}.',
    type: 'Dieser Wert hat nicht das erwartete Format.',
    url: 'Bitte eine gültige Adresse eingeben (/pfad oder https://…).',
    externalImage: 'Bilder anderer Websites kann die Seite nicht zeigen. Laden Sie es in die Mediathek hoch („Bild auswählen“ → „Bild hochladen“) und wählen Sie es dort.',
    embedHost: 'Nur Einbettungen von diesen Diensten sind erlaubt: {hosts}.',
    unknownField: 'Unbekanntes Feld.',
  },
  en: {
    required: 'This field is required.',
    maxLength: 'Please enter at most {max} characters.',
    option: 'Please choose one of: {options}.',
    type: 'This value does not have the expected format.',
    url: 'Please enter a valid address (/path or https://…).',
    externalImage: 'The site cannot show images of other websites. Upload it to the media library (“Choose an image” → “Upload an image”) and choose it there.',
    embedHost: 'Only embeds from these services are allowed: {hosts}.',
    unknownField: 'Unknown field.',
  },
};

export function fieldErrorMessage(error: FieldError, locale: Locale): string {
  const template = MESSAGES[locale][error.code];
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(error.params?.[key] ?? ''));
}

/** Field errors as the API's `errors` map: field name -> messages. */
export function fieldErrorMap(errors: FieldError[], locale: Locale): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const error of errors) (map[error.field] ??= []).push(fieldErrorMessage(error, locale));
  return map;
}
