/**
 * A headline, text or quote edited in place on the page (issue 27 item 1): its texts as inputs in the
 * module's own look, the rich text with the dialog's Slate field and toolbar. Escape, 'Speichern' and
 * leaving (focus or a click elsewhere on the page) end the editing and save what was typed, through
 * the dialog's save path (../modules/submitModule.ts: the shared schema's validation, the module's
 * version and the conflict dialog, a backup that 'Rückgängig' restores). Invalid input or a failed
 * save keeps the editing open with the message at the field; 'Verwerfen' asks before typed input goes;
 * 'Alle Felder …' carries it into the module's dialog. While open, nothing another editor saved is
 * loaded under it, and with typed input leaving the page asks (../unsaved.ts).
 */
import { observer } from 'mobx-react';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/constants';
import type { ModuleNode } from '../../../shared/contract/pages';
import { ApiError } from '../../../shared/api/errors';
import type { FieldDef, ModuleData } from '../../../shared/modules/types';
import { getModuleSchema } from '../../../shared/modules';
import { headlineLook } from '../../modules/Headline';
import { cx } from '../../modules/fields';
import * as quoteStyles from '../../modules/Quote.module.css';
import * as textStyles from '../../modules/TextModule.module.css';
import * as headlineStyles from '../../modules/Headline.module.css';
import { useArea } from '../../stores/context';
import { editorArea } from '../EditorStore';
import { submitModule } from '../modules/submitModule';
import { ownerKey, type EditableOwner } from '../owner';
import RichTextField from '../richtext/RichTextField';
import { findModule } from '../sectionTree';
import { useCloseGuard } from '../ui/closeGuard';
import { FormError } from '../ui/FormActions';
import { sameValues, useRefreshHold } from '../unsaved';
import { useOperations } from '../useOperations';
import { inlineFieldsOf, leaveAction, startValues } from './fields';
import * as styles from './inline.module.css';
import * as ui from '../ui/ui.module.css';

export interface InlineEditorProps {
  owner: EditableOwner;
  sectionId: number;
  node: ModuleNode;
  /** the field that gets the focus */
  field: string;
  /** the editing ended; `focusBack`: focus returns to the module (Escape, the buttons), not after focus went elsewhere */
  onDone(focusBack: boolean): void;
  /** the module's dialog, starting from what was typed here */
  onOpenDialog(draft: ModuleData): void;
}

type Way = 'escape' | 'button' | 'blur';

/** The caret at the end of a field (an input, or the rich text's editable region). */
function focusAtEnd(element: HTMLElement | null) {
  if (!element) return;
  element.focus();
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    element.setSelectionRange(element.value.length, element.value.length);
  } else if (element.isContentEditable) {
    const selection = window.getSelection();
    selection?.selectAllChildren(element);
    selection?.collapseToEnd();
  }
}

export const InlineEditor = observer(function InlineEditor({ owner, sectionId, node, field, onDone, onOpenDialog }: InlineEditorProps) {
  const { t, i18n } = useTranslation();
  const editor = useArea(editorArea);
  const ops = useOperations();
  const locale = (i18n.language === 'en' ? 'en' : 'de') as Locale;
  const schema = getModuleSchema(node.model)!;
  const fields = inlineFieldsOf(node.model);
  /** what is stored: the editing is dirty while the values differ */
  const [stored, setStored] = useState<ModuleData>(() => startValues(node));
  const [values, setValues] = useState<ModuleData>(stored);
  /** the values now, for after a save: what was typed while it was on its way keeps the editing open */
  const latest = useRef(values);
  latest.current = values;
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);
  const dirty = !sameValues(values, stored);
  // the base of what is typed (the module's version) does not move under it, as in the dialog
  useRefreshHold(true);
  /** a save is on its way, or the editing is handed on (to the dialog): no second way out */
  const busy = useRef(false);
  // 'Verwerfen' with something typed asks first (the dialog's question, ui/closeGuard.tsx); leaving the page asks too
  const { requestClose: requestDiscard, prompt } = useCloseGuard(dirty, () => {
    busy.current = true;
    onDone(true);
  });
  const region = useRef<HTMLDivElement>(null);
  const prefix = `i${useId().replace(/:/g, '')}`;
  const idOf = (name: string) => `${prefix}-${name}`;
  const statusId = `${prefix}-status`;
  const name = t(`editor.names.${schema.label}`);

  useEffect(() => {
    focusAtEnd(document.getElementById(idOf(field)));
    // the field chosen when the editing started
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const focusFirstError = (names: string[]) => {
    const first = fields.find((f) => names.includes(f.name));
    if (first) requestAnimationFrame(() => focusAtEnd(document.getElementById(idOf(first.name))));
  };

  async function leave(way: Way) {
    if (busy.current) return;
    if (leaveAction(dirty) === 'close') {
      onDone(way !== 'blur');
      return;
    }
    const section = editor.sectionsOf(ownerKey(owner))?.find((s) => s.id === sectionId);
    const current = section ? findModule(section, node.id) : null;
    if (!section || !current) return;
    busy.current = true;
    setSaving(true);
    setErrors({});
    setFormError('');
    try {
      const result = await submitModule(ops, { owner, section, sections: editor.sectionsOf(ownerKey(owner)) ?? [], model: node.model, values, current, locale });
      if (result.kind === 'invalid') {
        setErrors(result.errors);
        setFormError(t('editor.dialog.fixErrors'));
        // focus that went elsewhere on the page stays there; the message is announced (role=alert)
        if (way !== 'blur') focusFirstError(result.fields);
        return;
      }
      if (!sameValues(latest.current, values)) {
        setStored(result.values);
        return;
      }
      onDone(way !== 'blur');
    } catch (error) {
      // nothing typed is lost: the editing stays open with its values
      if (error instanceof ApiError && error.errors) {
        setErrors(error.errors);
        if (way !== 'blur') focusFirstError(Object.keys(error.errors));
      }
      setFormError(error instanceof ApiError ? error.message : t('editor.alerts.error'));
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || (event.target instanceof Element && event.target.closest('dialog'))) return;
    const single = event.target instanceof HTMLInputElement && event.target.type === 'text';
    if (event.key === 'Escape' || (event.key === 'Enter' && single && !event.shiftKey && !event.nativeEvent.isComposing)) {
      event.preventDefault();
      void leave('escape');
    }
  };

  /**
   * Focus left the module for elsewhere on the page: leaving saves (at once, before what took the
   * focus acts, e.g. 'Rückgängig'). A dialog (the rich text's link, a conflict) or the window's own
   * blur (another tab) is no leaving; focus gone nowhere (a click on plain page) is, once it stays gone.
   */
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && region.current?.contains(next)) return;
    if (next instanceof Element && next.closest('dialog[open]')) return;
    if (next) {
      void leave('blur');
      return;
    }
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!region.current || (active && region.current.contains(active)) || active?.closest('dialog[open]')) return;
      void leave('blur');
    });
  };

  const set = (name: string, value: unknown) => setValues((previous) => ({ ...previous, [name]: value }));
  const label = (f: FieldDef) => t([`editor.fieldsByModel.${schema.model}.${f.name}`, `editor.fields.${f.name}`], { defaultValue: f.name });
  const errorId = (name: string) => `${idOf(name)}-error`;
  const describedBy = (name: string) => [errors[name] ? errorId(name) : '', statusId].filter(Boolean).join(' ');

  /** One field, inside the visitor's element of its part (it takes that part's type); `className` for the field itself. */
  const input = (name: string, className?: string) => {
    const f = fields.find((x) => x.name === name);
    if (!f) return null;
    const common = {
      id: idOf(name),
      'aria-label': f.required ? `${label(f)} (${t('editor.required')})` : label(f),
      'aria-required': f.required || undefined,
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': describedBy(name),
      placeholder: label(f),
      readOnly: saving,
      'data-inline-field': name,
    };
    if (f.kind === 'richtext') {
      return (
        <RichTextField
          id={common.id}
          label={label(f)}
          value={String(values[name] ?? '')}
          onChange={(v) => set(name, v)}
          required={f.required}
          invalid={!!errors[name]}
          describedBy={common['aria-describedby']}
        />
      );
    }
    if (f.kind === 'textarea') {
      return <textarea {...common} className={cx(styles.input, styles.multiline, className)} rows={1} value={String(values[name] ?? '')} onChange={(e) => set(name, e.target.value)} />;
    }
    return <input {...common} type="text" className={cx(styles.input, className)} value={String(values[name] ?? '')} onChange={(e) => set(name, e.target.value)} />;
  };

  let look;
  switch (node.model) {
    case 'headline': {
      const { Tag, className } = headlineLook(values);
      look = (
        <div className={className}>
          <p className={headlineStyles.preline}>{input('preline')}</p>
          <Tag className={headlineStyles.title}>{input('content')}</Tag>
          <p className={headlineStyles.subline}>{input('subline')}</p>
        </div>
      );
      break;
    }
    case 'quote':
      look = (
        <figure className={quoteStyles.quote}>
          <blockquote className={quoteStyles.text}>
            <p>{input('content')}</p>
          </blockquote>
          <figcaption className={quoteStyles.author}>
            <cite>{input('author', styles.grows)}</cite>
          </figcaption>
        </figure>
      );
      break;
    default:
      look = <div className={cx(textStyles.text, styles.richText)}>{input('content')}</div>;
  }

  const status = saving ? t('editor.dialog.saving') : dirty ? t('editor.inline.unsaved') : t('editor.inline.clean');
  return (
    <div
      ref={region}
      className={styles.editing}
      role="group"
      aria-label={t('editor.inline.editing', { module: name })}
      aria-busy={saving || undefined}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      data-testid="inline-editor"
      data-dirty={dirty || undefined}
    >
      {look}
      {fields.map((f) =>
        errors[f.name] ? (
          <p key={f.name} id={errorId(f.name)} className={ui.fieldError} data-testid={`error-${f.name}`}>
            {errors[f.name].join(' ')}
          </p>
        ) : null,
      )}
      <FormError error={formError} testId="form-error" />
      <div className={styles.bar}>
        <p id={statusId} className={styles.status} role="status" data-testid="inline-status">
          {status}
        </p>
        <span className={styles.buttons}>
          <button type="button" className={ui.smallButton} onClick={() => void leave('button')} disabled={saving} data-testid="inline-save">
            {t('editor.dialog.save')}
          </button>
          <button type="button" className={ui.smallButton} onClick={requestDiscard} disabled={saving} data-testid="inline-discard">
            {t('editor.inline.discard')}
          </button>
          <button
            type="button"
            className={ui.smallButton}
            disabled={saving}
            onClick={() => {
              busy.current = true;
              onOpenDialog(values);
            }}
            data-testid="inline-dialog"
          >
            {t('editor.inline.allFields')}
          </button>
        </span>
      </div>
      {prompt}
    </div>
  );
});
