/** Inputs shared by the admin's screens: per-language pairs (de | en) with a missing-translation flag. */
import { Box, Chip } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { DateTimeInput, FunctionField, required as requiredRule, TextInput, useLocaleState, useTranslate, type FunctionFieldProps, type Validator } from 'react-admin';
import { berlinLocalToDate, berlinZoneName, dateToBerlinLocal, formatBerlin } from '../../../shared/berlinTime';
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
 * is, and said so under the field ('Berliner Zeit (MESZ)', summer or winter time of the date typed);
 * stored as an instant (ISO). Empty = none.
 */
export function BerlinDateTimeInput({ source, helperText, validate }: { source: string; helperText?: string; validate?: Validator }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const value = useWatch({ name: source }) as string | null | undefined;
  const zone = translate('admin.berlinTime', { zone: berlinZoneName(value ? new Date(value) : new Date(), locale) });
  return (
    <DateTimeInput
      source={source}
      label={label(source)}
      validate={validate}
      helperText={<span data-testid={`zone-${source}`}>{helperText ? `${zone}. ${translate(helperText)}` : zone}</span>}
      format={formatBerlinInput}
      parse={(value: string) => (value ? (berlinLocalToDate(value)?.toISOString() ?? null) : null)}
    />
  );
}

const BERLIN_INPUT = /^\d{4}-\d\d-\d\dT\d\d:\d\d$/;

/**
 * The stored instant -> the input's Berlin wall time. react-admin's DateTimeInput formats twice
 * (the form value through useInput, then that result again for the input's defaultValue), so a wall
 * time must come back unchanged: read as an instant in the browser's zone it would shift by the
 * difference to Berlin (19:30 -> 21:30 in a UTC browser).
 */
export function formatBerlinInput(value: unknown): string {
  if (!value) return '';
  if (typeof value === 'string' && BERLIN_INPUT.test(value)) return value;
  return dateToBerlinLocal(value as string | Date);
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

/**
 * A date (and time) as the editor's language writes it, in Berlin time whatever the browser's zone
 * ('15.05.2027, 18:00 MESZ'; react-admin's DateField would follow the browser's language and zone).
 */
export function LocalDateField({ source, showTime, ...props }: Omit<FunctionFieldProps, 'render'> & { source: string; showTime?: boolean }) {
  const [locale] = useLocaleState();
  return (
    <FunctionField
      {...props}
      source={source}
      render={(record: Record<string, unknown>) => {
        const value = record[source];
        return typeof value === 'string' && value ? formatBerlin(value, locale, { time: !!showTime }) : '';
      }}
    />
  );
}
