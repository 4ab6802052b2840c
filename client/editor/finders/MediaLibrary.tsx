/**
 * The image finder (SPEC §2): the media library as a grid of thumbnails with search, pages and
 * upload. Selecting an image shows its texts (alt, caption, copyright per language) to edit, and
 * "Choose" takes it. An upload is selected right away, so its texts can be filled in.
 */
import { useId, useRef, useState, type ChangeEvent } from 'react';
import type { EditorImage, EditorImageList } from '../../../shared/contract/media';
import { IMAGE_PAGE_SIZE } from '../../../shared/contract/media';
import { finderPaths, messageOf, SEARCH_DEBOUNCE_MS, useApi, useLoad } from './api';
import { finderTexts, useWidgetTexts } from './i18n';
import { ImageEditForm, type SaveTexts } from './ImageEditForm';
import { thumbnailUrl } from './imageUrls';
import { Pager } from './Pager';
import * as styles from './widgets.module.css';

export function MediaLibrary({ currentId, onChoose, onDirty }: { currentId: number | null; onChoose(image: EditorImage): void; onDirty?(dirty: boolean): void }) {
  const { t, locale } = useWidgetTexts(finderTexts);
  const api = useApi();
  const fileId = useId();
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [reload, setReload] = useState(0);
  const [selected, setSelected] = useState<EditorImage | null>(null);
  const saveTexts = useRef<SaveTexts | null>(null);
  // nothing typed is dropped: texts changed but not saved are saved before another image is selected
  // or one is chosen ('Auswählen', double click); a failed save keeps the library as it is, saying why
  const savePending = () => saveTexts.current?.() ?? Promise.resolve(null);
  const choose = (image: EditorImage) => void savePending().then((saved) => onChoose(saved?.id === image.id ? saved : image), () => undefined);
  // the grid may still show an image as it was before its texts were saved (it reloads after a delay)
  const savedImages = useRef(new Map<number, EditorImage>());
  const select = (image: EditorImage) => void savePending().then(() => setSelected(savedImages.current.get(image.id) ?? image), () => undefined);
  const [upload, setUpload] = useState<{ busy: boolean; error: boolean; text: string } | null>(null);
  const { data, loading, error } = useLoad<EditorImageList>(finderPaths.images(locale, text, page), SEARCH_DEBOUNCE_MS, reload);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    setUpload({ busy: true, error: false, text: t('image.uploading') });
    const form = new FormData();
    form.append('file', file, file.name);
    try {
      const image = await api.upload<EditorImage>(finderPaths.images(locale, '', 1), form);
      setUpload({ busy: false, error: false, text: t('image.uploaded') });
      setSelected(image);
      setText('');
      setPage(1);
      setReload((n) => n + 1);
    } catch (failure) {
      setUpload({ busy: false, error: true, text: t('image.uploadFailed', { message: messageOf(failure) }) });
    } finally {
      input.value = '';
    }
  };

  const selectedId = selected?.id ?? currentId;
  return (
    <div className={styles.field} data-testid="media-library">
      <div className={styles.row}>
        <label className={styles.label} style={{ flex: '1 1 14rem' }}>
          {t('searchLabel')}
          <input
            className={styles.input}
            type="search"
            value={text}
            maxLength={200}
            data-autofocus
            onChange={(event) => {
              setText(event.target.value);
              setPage(1);
            }}
          />
        </label>
        <label className={styles.label} htmlFor={fileId} style={{ flex: '1 1 14rem' }}>
          {t('image.upload')}
          <input id={fileId} type="file" accept="image/jpeg,image/png,image/webp,image/avif,image/gif" onChange={onFile} disabled={upload?.busy} aria-describedby={`${fileId}-hint`} />
          <span id={`${fileId}-hint`} className={styles.muted}>
            {t('image.fileLabel')}
          </span>
        </label>
      </div>
      <p className={styles.status} role="status">
        {upload ? <span className={upload.error ? styles.error : undefined}>{upload.text} </span> : null}
        {loading ? t('loading') : error ? <span className={styles.error}>{t('loadFailed')}</span> : data?.count === 0 ? t('noResults') : ''}
      </p>
      {selected && (
        <section className={styles.current} style={{ display: 'grid' }} aria-label={t('image.editTitle')}>
          <div className={styles.row}>
            <img className={styles.preview} src={thumbnailUrl(selected)} alt={selected.alt} />
            <span className={styles.resultTitle}>{selected.original_name}</span>
            <button type="button" className={styles.primary} onClick={() => choose(selected)} data-testid="choose-image">
              {t('choose')}
            </button>
          </div>
          <ImageEditForm
            key={selected.id}
            image={selected}
            saveRef={saveTexts}
            onDirty={onDirty}
            onSaved={(saved) => {
              savedImages.current.set(saved.id, saved);
              setSelected(saved);
              setReload((n) => n + 1); // the grid shows the new alt text
            }}
          />
        </section>
      )}
      {data && data.results.length > 0 && (
        <ul className={styles.grid} aria-label={t('image.results')}>
          {data.results.map((image) => (
            <li key={image.id}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={image.id === selectedId}
                aria-label={t('image.pick', { name: image.alt || image.original_name })}
                onClick={() => select(image)}
                onDoubleClick={() => choose(image)}
              >
                <img src={thumbnailUrl(image)} alt="" width={128} height={128} />
                <span className={styles.thumbName}>{image.alt || image.original_name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {data && <Pager page={page} count={data.count} pageSize={IMAGE_PAGE_SIZE} onPage={setPage} />}
    </div>
  );
}
