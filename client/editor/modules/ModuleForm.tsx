/**
 * The fields of one module, built from its schema in shared/modules: a widget per field kind, its label,
 * and its error message right below it (aria-invalid, aria-describedby). The rich text, link, image
 * and event fields are the shared widgets of client/editor/richtext and client/editor/finders.
 */
import { useTranslation } from 'react-i18next';
import type { ImageRef } from '../../../shared/contract/common';
import type { FieldDef, ModuleData, ModuleSchema } from '../../../shared/modules/types';
import EventField from '../finders/EventField';
import ImageField from '../finders/ImageField';
import LinkField from '../finders/LinkField';
import RichTextField from '../richtext/RichTextField';
import * as styles from '../ui/ui.module.css';
import { showsSource, SourceText, type TranslationSource } from '../translation/SourceText';
import * as translationStyles from '../translation/translation.module.css';

export interface ModuleFormProps {
  schema: ModuleSchema;
  values: ModuleData;
  /** resolved images of the module (ModuleNode.images) for the image field's preview */
  images: Record<string, ImageRef | null>;
  errors: Record<string, string[]>;
  onChange(values: ModuleData, images?: Record<string, ImageRef | null>): void;
  idPrefix: string;
  /** the module it was copied from, shown beside each text field (the side-by-side view, issue 27) */
  source?: TranslationSource | null;
}

/** Fields another field's widget edits together with it (the page id of the link finder). */
const isCompanion = (field: FieldDef, schema: ModuleSchema) => field.name === 'link' && schema.fields.some((f) => f.name === 'link_url');

export function fieldId(prefix: string, name: string): string {
  return `${prefix}-${name}`;
}

export function ModuleForm({ schema, values, images, errors, onChange, idPrefix, source }: ModuleFormProps) {
  const { t } = useTranslation();
  const set = (name: string, value: unknown) => onChange({ ...values, [name]: value });
  const label = (field: FieldDef) => t([`editor.fieldsByModel.${schema.model}.${field.name}`, `editor.fields.${field.name}`], { defaultValue: field.name });

  return (
    <div className={styles.fields}>
      {schema.fields
        .filter((field) => !isCompanion(field, schema))
        .map((field) => {
          const id = fieldId(idPrefix, field.name);
          const errorId = `${id}-error`;
          const fieldErrors = errors[field.name] ?? (field.name === 'link_url' ? errors.link : undefined);
          const sourceId = showsSource(field, source) ? `${id}-source` : undefined;
          const common = { id, required: field.required, invalid: !!fieldErrors, describedBy: [fieldErrors ? errorId : '', sourceId ?? ''].filter(Boolean).join(' ') || undefined };
          const text = label(field);
          let widget;
          switch (field.kind) {
            case 'richtext':
              widget = <RichTextField {...common} label={text} value={String(values[field.name] ?? '')} onChange={(v) => set(field.name, v)} />;
              break;
            case 'url':
              widget =
                field.name === 'link_url' ? (
                  <LinkField
                    {...common}
                    label={text}
                    value={{ link_url: String(values.link_url ?? ''), link: (values.link as number | null) ?? null }}
                    onChange={(v) => onChange({ ...values, link_url: v.link_url, link: v.link })}
                  />
                ) : (
                  <input {...inputProps(common)} type="text" inputMode="url" value={String(values[field.name] ?? '')} onChange={(e) => set(field.name, e.target.value)} />
                );
              break;
            case 'image':
              widget = (
                <ImageField
                  {...common}
                  label={text}
                  value={{ id: (values[field.name] as number | null) ?? null, image: images[field.name] ?? null }}
                  onChange={(v) => onChange({ ...values, [field.name]: v.id }, { ...images, [field.name]: v.image })}
                />
              );
              break;
            case 'event':
              widget = <EventField {...common} label={text} value={(values[field.name] as number | null) ?? null} onChange={(v) => set(field.name, v)} />;
              break;
            case 'checkbox':
              widget = <input {...inputProps(common)} type="checkbox" checked={values[field.name] === true} onChange={(e) => set(field.name, e.target.checked)} />;
              break;
            case 'select':
              widget = (
                <select
                  {...inputProps(common)}
                  value={String(values[field.name] ?? '')}
                  onChange={(e) => {
                    const option = field.options?.find((o) => String(o) === e.target.value);
                    set(field.name, option ?? e.target.value);
                  }}
                >
                  {field.options?.map((option) => (
                    <option key={String(option)} value={String(option)}>
                      {typeof option === 'number' ? `H${option}` : t(`editor.options.${option || '_empty'}`, { defaultValue: option })}
                    </option>
                  ))}
                </select>
              );
              break;
            case 'number':
              widget = (
                <input
                  {...inputProps(common)}
                  type="number"
                  min={1}
                  value={values[field.name] === null || values[field.name] === undefined ? '' : String(values[field.name])}
                  onChange={(e) => set(field.name, e.target.value ? Number(e.target.value) : null)}
                />
              );
              break;
            case 'textarea':
            case 'embed':
              widget = <textarea {...inputProps(common)} rows={field.kind === 'embed' ? 4 : 3} value={String(values[field.name] ?? '')} onChange={(e) => set(field.name, e.target.value)} />;
              break;
            default:
              widget = <input {...inputProps(common)} type="text" value={String(values[field.name] ?? '')} onChange={(e) => set(field.name, e.target.value)} />;
          }
          return (
            <div key={field.name} className={field.kind === 'checkbox' ? `${styles.field} ${styles.checkboxField}` : styles.field} data-field={field.name}>
              <label htmlFor={id} className={styles.label}>
                {text}
                {field.required && <span className={styles.required}> ({t('editor.required')})</span>}
                {field.maxLength && (field.kind === 'textarea' || field.kind === 'text') && field.maxLength <= 256 && (
                  <span className={styles.counter}> {String(values[field.name] ?? '').length}/{field.maxLength}</span>
                )}
              </label>
              {/* the same element with or without the source: a source that arrives while the editor types
                  must not remount the widget (it would take the focus, and with it what is typed next) */}
              <div className={sourceId ? translationStyles.sideBySide : translationStyles.alone}>
                {widget}
                {sourceId && source && <SourceText field={field} source={source} id={sourceId} />}
              </div>
              {fieldErrors && (
                <p id={errorId} className={styles.fieldError} data-testid={`error-${field.name}`}>
                  {fieldErrors.join(' ')}
                </p>
              )}
            </div>
          );
        })}
    </div>
  );
}

function inputProps(common: { id: string; required?: boolean; invalid: boolean; describedBy?: string }) {
  return {
    id: common.id,
    className: styles.input,
    required: common.required,
    'aria-invalid': common.invalid || undefined,
    'aria-describedby': common.describedBy,
  };
}
