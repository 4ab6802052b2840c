/**
 * The edit modal of one module (new or existing): its schema's fields, validated in the browser with
 * shared validateModule before anything is sent (./submitModule.ts, the save path it shares with the
 * editing in place of ../inline/), and the server's 400 field errors shown the same way.
 * A failed save keeps the dialog open with everything typed. A list module also manages its entries
 * (FAQ items, teasers, images, videos, logos, events) once it exists.
 */
import { observer } from 'mobx-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageRef } from '../../../shared/contract/common';
import type { ModuleNode } from '../../../shared/contract/pages';
import type { Locale } from '../../../shared/constants';
import { getModuleSchema, moduleDefaults } from '../../../shared/modules';
import { normalizeLegacy } from '../../../shared/modules/validate';
import type { ModuleData } from '../../../shared/modules/types';
import { ApiError } from '../../../shared/api/errors';
import type { Placement } from '../operations';
import { ownerKey, type EditableOwner } from '../owner';
import { findModule } from '../sectionTree';
import { useCloseGuard } from '../ui/closeGuard';
import { Dialog } from '../ui/Dialog';
import { FormActions } from '../ui/FormActions';
import { sameValues, useRefreshHold } from '../unsaved';
import { useOperations } from '../useOperations';
import { ChildList } from './ChildList';
import { submitModule } from './submitModule';
import { fieldId, ModuleForm } from './ModuleForm';
import * as styles from '../ui/ui.module.css';
import { useArea } from '../../stores/context';
import { editorArea } from '../EditorStore';
import { useTranslationSource } from '../translation/SourceText';

interface ModuleDialogProps {
  owner: EditableOwner;
  /** null: the owner has no section yet; the save writes its first one (ops.ensureSection), then the module into it */
  sectionId: number | null;
  model: string;
  /** the module to edit; absent: a new module at `placement` */
  node?: ModuleNode;
  placement?: Placement;
  /** values typed elsewhere and not saved (in place on the page): the form starts from them, unsaved */
  draft?: ModuleData;
  onClose(): void;
}

export const ModuleDialog = observer(function ModuleDialog({ owner, sectionId, model, node, placement, draft, onClose }: ModuleDialogProps) {
  const { t, i18n } = useTranslation();
  const editor = useArea(editorArea);
  const ops = useOperations();
  const schema = getModuleSchema(model)!;
  /** what is stored (or the defaults of a new module): the form is dirty while it differs */
  const [stored, setStored] = useState<ModuleData>(() => normalizeLegacy(schema, { ...moduleDefaults(schema), ...(node?.data ?? {}) }));
  const [values, setValues] = useState<ModuleData>(() => (draft ? { ...stored, ...draft } : stored));
  const dirty = !sameValues(values, stored);
  const { requestClose, prompt } = useCloseGuard(dirty, onClose);
  // the form's base (the module's version) does not move under it: another editor's change loads after it closes
  useRefreshHold(true);
  const [images, setImages] = useState<Record<string, ImageRef | null>>(() => ({ ...(node?.images ?? {}) }));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);
  /** the module once it exists (a new list module stays open for its entries) */
  const [savedId, setSavedId] = useState<number | null>(node?.id ?? null);
  const idPrefix = `m${useId().replace(/:/g, '')}`;
  const source = useTranslationSource(node, i18n.language === 'en' ? 'en' : 'de');
  const section = editor.sectionsOf(ownerKey(owner))?.find((s) => s.id === sectionId);
  const current = savedId !== null && section ? findModule(section, savedId) : null;
  const name = t(`editor.names.${schema.label}`);
  const locale = (i18n.language === 'en' ? 'en' : 'de') as Locale;

  const focusFirstError = (fields: string[]) => {
    const first = schema.fields.find((f) => fields.includes(f.name) || (f.name === 'link_url' && fields.includes('link')));
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(idPrefix, first.name))?.focus());
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!section && sectionId !== null) return;
    setSaving(true);
    setErrors({});
    setFormError('');
    try {
      // an owner without sections gets its first one with its first module, not before (issue 44)
      const target = section ?? (await ops.ensureSection(owner));
      const where = placement && { ...placement, section: target.id };
      const result = await submitModule(ops, { owner, section: target, sections: editor.sectionsOf(ownerKey(owner)) ?? [], model, values, current, placement: where, locale });
      if (result.kind === 'invalid') {
        setErrors(result.errors);
        setFormError(t('editor.dialog.fixErrors'));
        focusFirstError(result.fields);
        return;
      }
      const { saved, values: sent } = result;
      if (sent !== values) setValues(sent);
      if (saved.images) setImages(saved.images);
      setStored(sent);
      if (schema.childModel && !current) setSavedId(saved.id);
      else onClose();
    } catch (error) {
      // nothing typed is lost: the dialog stays open with its values
      if (error instanceof ApiError && error.errors) {
        setErrors(error.errors);
        focusFirstError(Object.keys(error.errors));
      }
      setFormError(error instanceof ApiError ? error.message : t('editor.alerts.error'));
    } finally {
      setSaving(false);
    }
  }

  const title = current ? t('editor.module.editTitle', { module: name }) : t('editor.module.newTitle', { module: name });
  return (
    <Dialog title={title} onClose={requestClose} testId={`module-dialog-${model}`}>
      <form onSubmit={save} noValidate>
        <ModuleForm
          schema={schema}
          values={values}
          images={images}
          errors={errors}
          idPrefix={idPrefix}
          source={source}
          onChange={(next, nextImages) => {
            setValues(next);
            if (nextImages) setImages(nextImages);
          }}
        />
        <FormActions
          error={formError}
          errorTestId="form-error"
          cancelLabel={t('editor.dialog.close')}
          onCancel={requestClose}
          submitLabel={t('editor.dialog.save')}
          submitTestId="save-module"
          saving={saving}
          savingLabel={t('editor.dialog.saving')}
        />
      </form>
      {prompt}
      {schema.childModel && (
        <section className={styles.children} aria-label={t('editor.module.children')}>
          <h3 className={styles.childrenTitle}>{t('editor.module.children')}</h3>
          {current && section ? <ChildList owner={owner} section={section} parent={current} /> : <p className={styles.hint}>{t('editor.module.saveFirst')}</p>}
        </section>
      )}
    </Dialog>
  );
});
