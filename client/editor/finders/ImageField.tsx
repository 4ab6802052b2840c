/**
 * Image field (SPEC §2 image finder): an image of the media library by id; `image` is the resolved
 * image for the preview (ModuleNode.images of the page-editor API), passed back on change. Shows a
 * preview of the current image; opens the media library (search, upload, texts per language,
 * choose), edits the current image's texts, or removes it.
 */
import { useState } from 'react';
import type { ImageRef } from '../../../shared/contract/common';
import type { EditorImage } from '../../../shared/contract/media';
import type { FieldWidgetProps } from '../fieldProps';
import { finderPaths, useLoad } from './api';
import { Dialog } from './Dialog';
import { finderTexts, useWidgetTexts } from './i18n';
import { ImageEditForm } from './ImageEditForm';
import { thumbnailUrl, toImageRef } from './imageUrls';
import { MediaLibrary } from './MediaLibrary';
import { useCloseGuard } from '../ui/closeGuard';
import * as styles from './widgets.module.css';

export interface ImageValue {
  id: number | null;
  image: ImageRef | null;
}

export default function ImageField({ id, label, value, onChange, required, invalid, describedBy }: FieldWidgetProps<ImageValue>) {
  const { t, locale } = useWidgetTexts(finderTexts);
  const [dialog, setDialog] = useState<'library' | 'edit' | null>(null);
  // texts typed in the library or the edit dialog and not saved: closing asks first (×, Escape)
  const [textsDirty, setTextsDirty] = useState(false);
  const { requestClose, prompt } = useCloseGuard(dialog !== null && textsDirty, () => setDialog(null), {
    title: t('unsaved.title'),
    message: t('unsaved.message'),
    discard: t('unsaved.discard'),
    keepEditing: t('unsaved.keepEditing'),
  });
  // the texts of the current image, loaded only to edit them
  const { data: editing } = useLoad<EditorImage>(dialog === 'edit' && value.id ? finderPaths.image(locale, value.id) : null);
  const choose = (image: EditorImage) => {
    onChange({ id: image.id, image: toImageRef(image) });
    setDialog(null);
  };
  const given = value.image && value.image.id === value.id ? value.image : null;
  // no resolved image handed in (e.g. a new form): load it for the preview
  const { data: loaded } = useLoad<EditorImage>(value.id !== null && !given ? finderPaths.image(locale, value.id) : null);
  const image = given ?? loaded;

  return (
    <div className={styles.field} data-testid="image-field">
      <div className={styles.current} aria-live="polite" data-testid="image-current">
        {value.id === null ? (
          <span className={styles.muted}>{t('image.none')}</span>
        ) : image ? (
          <>
            <img className={styles.preview} src={thumbnailUrl(image)} alt={image.alt} title={t('image.preview')} />
            <span>
              {image.alt && <strong>{image.alt}</strong>}
              {image.copyright && <span className={styles.muted}> {image.copyright}</span>}
            </span>
          </>
        ) : (
          <span>#{value.id}</span>
        )}
      </div>
      <div className={styles.row}>
        <button
          id={id}
          type="button"
          className={styles.button}
          aria-haspopup="dialog"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          onClick={() => setDialog('library')}
        >
          {value.id === null ? t('image.find') : t('image.change')}
        </button>
        {value.id !== null && (
          <>
            <button type="button" className={styles.button} aria-haspopup="dialog" onClick={() => setDialog('edit')}>
              {t('image.edit')}
            </button>
            <button type="button" className={styles.button} onClick={() => onChange({ id: null, image: null })} aria-label={`${label}: ${t('remove')}`}>
              {t('remove')}
            </button>
          </>
        )}
      </div>
      <Dialog open={dialog === 'library'} wide title={t('image.dialogTitle')} closeLabel={t('close')} onClose={requestClose} testId="image-finder">
        <MediaLibrary currentId={value.id} onChoose={choose} onDirty={setTextsDirty} />
      </Dialog>
      <Dialog open={dialog === 'edit'} title={t('image.editTitle')} closeLabel={t('close')} onClose={requestClose} testId="image-edit-dialog">
        {editing ? (
          <ImageEditForm key={editing.id} image={editing} onSaved={(saved) => onChange({ id: saved.id, image: toImageRef(saved) })} onDirty={setTextsDirty} />
        ) : (
          <p className={styles.status}>{t('loading')}</p>
        )}
      </Dialog>
      {prompt}
    </div>
  );
}
