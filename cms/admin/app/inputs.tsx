/** Inputs shared by the admin's screens: per-language pairs (de | en) with a missing-translation flag. */
import { Box, Chip } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { DateField, DateTimeInput, required as requiredRule, TextInput, useLocaleState, useTranslate, type DateFieldProps } from 'react-admin';
import { berlinLocalToDate, dateToBerlinLocal } from '../../../shared/berlinTime';
import { LimitedRichTextInput } from './richText';

/** the translation key of a field's label */
export const label = (field: string) => `admin.f.${field}`;
/** the translation key of one language's field of a translated pair: "Titel (de)", "Title (en)" */
export const labelIn = (field: string, locale: 'de' | 'en') => `admin.fl.${field}.${locale}`;

interface LocalizedProps {
  source: string;
  required?: boolean;
  multiline?: boolean;
  /** HTML edited with the limited rich-text editor (fields the back end sanitizes) */
  richText?: boolean;
}

/** `{source}_de | {source}_en` side by side; a warning chip when German is filled and English is not. */
export function LocalizedInput({ source, required = false, multiline = false, richText = false }: LocalizedProps) {
  const translate = useTranslate();
  const de = useWatch({ name: `${source}_de` }) as string | undefined;
  const en = useWatch({ name: `${source}_en` }) as string | undefined;
  const missing = !!de?.trim() && !en?.trim();
  return (
    <Box sx={{ display: 'flex', gap: 2, width: '100%', alignItems: 'flex-start', flexWrap: { xs: 'wrap', md: 'nowrap' } }}>
      {richText ? (
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <LimitedRichTextInput source={`${source}_de`} label={labelIn(source, 'de')} validate={required ? requiredRule() : undefined} fullWidth />
        </Box>
      ) : (
        <TextInput source={`${source}_de`} label={labelIn(source, 'de')} validate={required ? requiredRule() : undefined} multiline={multiline} sx={{ flex: 1, minWidth: 240 }} />
      )}
      <Box sx={{ flex: 1, minWidth: 240 }}>
        {richText ? (
          <LimitedRichTextInput source={`${source}_en`} label={labelIn(source, 'en')} fullWidth />
        ) : (
          <TextInput source={`${source}_en`} label={labelIn(source, 'en')} multiline={multiline} fullWidth />
        )}
        {missing && <Chip size="small" color="warning" label={translate('admin.missingEn')} title={translate('admin.missingEnHint')} data-testid={`missing-${source}`} />}
      </Box>
    </Box>
  );
}

/** a string[] edited as lines of a text area */
export const linesFormat = (value: unknown) => (Array.isArray(value) ? value.join('\n') : '');
export const linesParse = (value: string) => value.split('\n');

/**
 * A date-time entered and shown in the site's time zone (Europe/Berlin), whatever the browser's zone
 * is; stored as an instant (ISO). Empty = none.
 */
export function BerlinDateTimeInput({ source, helperText }: { source: string; helperText?: string }) {
  return (
    <DateTimeInput
      source={source}
      label={label(source)}
      helperText={helperText}
      format={(value: unknown) => (value ? dateToBerlinLocal(value as string | Date) : '')}
      parse={(value: string) => (value ? (berlinLocalToDate(value)?.toISOString() ?? null) : null)}
    />
  );
}

/** Go-live and take-down (cms/jobs/schedule.ts applies them on time). */
export function ScheduleInputs() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }} data-testid="schedule-inputs">
      <BerlinDateTimeInput source="publish_at" helperText="admin.publishAtHint" />
      <BerlinDateTimeInput source="unpublish_at" helperText="admin.unpublishAtHint" />
    </Box>
  );
}

/** A date (and time) as the editor's language writes it (react-admin's DateField would follow the browser's). */
export function LocalDateField(props: DateFieldProps) {
  const [locale] = useLocaleState();
  return (
    <DateField
      {...props}
      locales={locale === 'en' ? 'en-GB' : 'de-DE'}
      options={props.showTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }}
    />
  );
}
