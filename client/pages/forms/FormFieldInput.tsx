/**
 * One field of a visitor form by its type code (shared/forms/fieldTypes.ts), with its label, help
 * text and errors wired up for assistive technology (aria-invalid, aria-describedby). Groups of
 * choices (types 5 and 6) are fieldsets with a legend.
 */
import type { ChangeEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_TYPES } from '../../../shared/forms/fieldTypes';
import type { EntryValue } from '../../../shared/forms/validateEntry';
import { isEmailConfirmation, type ClientField } from './formModel';
import * as styles from './Form.module.css';
import { numberFormat } from '../../../shared/intl';

export interface UploadState {
  name: string;
  size: number;
  uploading: boolean;
}

export interface FieldProps {
  formId: number;
  field: ClientField;
  value: EntryValue;
  errors: readonly string[];
  upload?: UploadState;
  onChange(value: EntryValue): void;
  onFile(file: File | null): void;
}

export const fieldId = (formId: number, slug: string) => `form-${formId}-${slug}`;

const INPUT_TYPES: Partial<Record<number, string>> = {
  [FIELD_TYPES.text]: 'text',
  [FIELD_TYPES.email]: 'email',
  [FIELD_TYPES.number]: 'text',
  [FIELD_TYPES.date]: 'date',
  [FIELD_TYPES.url]: 'url',
  [FIELD_TYPES.phone]: 'tel',
};

const AUTOCOMPLETE: Record<string, string> = {
  email: 'email',
  name: 'name',
  first_name: 'given-name',
  last_name: 'family-name',
  phone: 'tel',
};

function formatSize(bytes: number, locale: string): string {
  const kib = bytes / 1024;
  const number = numberFormat(locale, { maximumFractionDigits: 1 });
  return kib < 1024 ? `${number.format(kib)} KB` : `${number.format(kib / 1024)} MB`;
}

export function FormFieldInput({ formId, field, value, errors, upload, onChange, onFile }: FieldProps) {
  const { t, i18n } = useTranslation();
  const id = fieldId(formId, field.slug);
  const invalid = errors.length > 0;
  // a multi-select without its own help text explains how to choose several
  const helpText = field.help_text || (field.field_type === FIELD_TYPES.multiSelect ? t('forms.multiHint') : '');
  const helpId = helpText ? `${id}-help` : undefined;
  const errorId = invalid ? `${id}-error` : undefined;
  const describedBy = [errorId, helpId].filter(Boolean).join(' ') || undefined;
  const aria = { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy, 'aria-required': field.required || undefined };
  const required = field.required ? (
    <span className={styles.required} aria-hidden="true">
      {' *'}
    </span>
  ) : null;
  const text = typeof value === 'string' ? value : '';
  const list = Array.isArray(value) ? value : [];
  const onText = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onChange(event.target.value);

  const help = helpText ? (
    <p id={helpId} className={styles.help}>
      {helpText}
    </p>
  ) : null;
  const errorList = invalid ? (
    <p id={errorId} className={styles.error} data-testid={`error-${field.slug}`}>
      {errors.join(' ')}
    </p>
  ) : null;
  const labelled = (control: ReactNode, wide = false) => (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`} data-field={field.slug} data-invalid={invalid || undefined}>
      <label htmlFor={id} className={styles.label}>
        {field.label}
        {required}
      </label>
      {control}
      {help}
      {errorList}
    </div>
  );

  if (isEmailConfirmation(field)) {
    return labelled(<input id={id} name={field.slug} type="email" autoComplete="email" className={styles.input} value={text} onChange={onText} {...aria} />);
  }

  switch (field.field_type) {
    case FIELD_TYPES.textarea:
      return labelled(
        <textarea id={id} name={field.slug} rows={6} className={styles.input} placeholder={field.placeholder_text || undefined} value={text} onChange={onText} {...aria} />,
        true,
      );
    case FIELD_TYPES.select:
      return labelled(
        <select id={id} name={field.slug} className={`${styles.input} ${styles.select}`} value={text} onChange={onText} {...aria}>
          <option value="">{t('forms.choose')}</option>
          {field.choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>,
      );
    case FIELD_TYPES.multiSelect:
      return labelled(
        <select
          id={id}
          name={field.slug}
          multiple
          size={Math.min(Math.max(field.choices.length, 3), 6)}
          className={`${styles.input} ${styles.multi}`}
          value={list}
          onChange={(event) => onChange(Array.from(event.target.selectedOptions, (option) => option.value))}
          {...aria}
        >
          {field.choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>,
      );
    case FIELD_TYPES.checkboxList:
    case FIELD_TYPES.radio: {
      const multiple = field.field_type === FIELD_TYPES.checkboxList;
      return (
        <fieldset
          id={id}
          className={`${styles.field} ${styles.group} ${styles.wide}`}
          data-field={field.slug}
          data-invalid={invalid || undefined}
          aria-describedby={describedBy}
          tabIndex={-1}
        >
          <legend className={styles.label}>
            {field.label}
            {required}
          </legend>
          <div className={styles.choices}>
            {field.choices.map((choice, index) => {
              const checked = multiple ? list.includes(choice.value) : text === choice.value;
              return (
                <label key={choice.value} className={styles.choice}>
                  <input
                    type={multiple ? 'checkbox' : 'radio'}
                    name={field.slug}
                    value={choice.value}
                    id={index === 0 ? `${id}-0` : undefined}
                    checked={checked}
                    aria-invalid={invalid || undefined}
                    onChange={(event) =>
                      onChange(multiple ? (event.target.checked ? [...list, choice.value] : list.filter((v) => v !== choice.value)) : choice.value)
                    }
                  />
                  <span>{choice.label}</span>
                </label>
              );
            })}
          </div>
          {help}
          {errorList}
        </fieldset>
      );
    }
    case FIELD_TYPES.checkbox:
      return (
        <div className={`${styles.field} ${styles.wide}`} data-field={field.slug} data-invalid={invalid || undefined}>
          <label className={styles.choice}>
            <input id={id} type="checkbox" name={field.slug} checked={value === true} onChange={(event) => onChange(event.target.checked)} {...aria} />
            <span>
              {field.label}
              {required}
            </span>
          </label>
          {help}
          {errorList}
        </div>
      );
    case FIELD_TYPES.file:
      return labelled(
        <div className={styles.file}>
          <input
            id={id}
            type="file"
            name={field.slug}
            className={styles.fileInput}
            onChange={(event) => onFile(event.target.files?.[0] ?? null)}
            disabled={upload?.uploading}
            {...aria}
          />
          {upload && (
            <p className={styles.fileStatus} role="status" data-testid={`upload-${field.slug}`} data-state={upload.uploading ? 'uploading' : value ? 'uploaded' : 'none'}>
              {upload.uploading
                ? t('forms.uploading', { name: upload.name })
                : value
                  ? t('forms.uploaded', { name: upload.name, size: formatSize(upload.size, i18n.language) })
                  : null}
            </p>
          )}
          {upload && !upload.uploading && value && (
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                const input = document.getElementById(id);
                if (input instanceof HTMLInputElement) input.value = '';
                onFile(null);
              }}
            >
              {t('forms.removeFile')}
            </button>
          )}
        </div>,
        true,
      );
    default:
      return labelled(
        <input
          id={id}
          name={field.slug}
          type={INPUT_TYPES[field.field_type] ?? 'text'}
          inputMode={field.field_type === FIELD_TYPES.number ? 'decimal' : undefined}
          autoComplete={AUTOCOMPLETE[field.slug]}
          className={styles.input}
          placeholder={field.placeholder_text || undefined}
          value={text}
          onChange={onText}
          {...aria}
        />,
      );
  }
}
