/**
 * Alt text, caption and copyright of a library image in both languages (PATCH images/{id}/),
 * German and English side by side. Saving answers the changed image. `saveRef` lets the library save
 * what was typed when the image is chosen without 'Speichern' first (nothing typed is dropped).
 */
import { useEffect, useId, useState, type MutableRefObject } from 'react';
import type { EditorImage, ImagePatch } from '../../../shared/contract/media';
import type { Locale } from '../../../shared/constants';
import { LOCALES } from '../../../shared/constants';
import { finderPaths, messageOf, useApi } from './api';
import { finderTexts, useWidgetTexts } from './i18n';
import * as styles from './widgets.module.css';

const TEXT_FIELDS = [
  ['alt', 1000],
  ['caption', 1000],
  ['copyright', 256],
] as const;

type TextKey = `${(typeof TEXT_FIELDS)[number][0]}_${Locale}`;

const textsOf = (image: EditorImage): Record<TextKey, string> => ({
  alt_de: image.alt_de,
  alt_en: image.alt_en,
  caption_de: image.caption_de,
  caption_en: image.caption_en,
  copyright_de: image.copyright_de,
  copyright_en: image.copyright_en,
});

/** Saves the texts when they were changed; answers the image as it now is; throws when the save failed (the form says why). */
export type SaveTexts = () => Promise<EditorImage>;

export function ImageEditForm({
  image,
  onSaved,
  saveRef,
  onDirty,
}: {
  image: EditorImage;
  onSaved(image: EditorImage): void;
  saveRef?: MutableRefObject<SaveTexts | null>;
  /** hears whether texts are typed but not saved (the dialog's close guard asks then) */
  onDirty?(dirty: boolean): void;
}) {
  const { t, locale } = useWidgetTexts(finderTexts);
  const api = useApi();
  const idPrefix = useId();
  const [texts, setTexts] = useState(() => textsOf(image));
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (): Promise<EditorImage> => {
    setSaving(true);
    setStatus(null);
    try {
      const saved = await api.send<EditorImage>('PATCH', finderPaths.image(locale, image.id), texts satisfies ImagePatch);
      setTexts(textsOf(saved));
      setStatus({ error: false, text: t('image.saved') });
      onSaved(saved);
      return saved;
    } catch (error) {
      setStatus({ error: true, text: t('image.saveFailed', { message: messageOf(error) }) });
      throw error;
    } finally {
      setSaving(false);
    }
  };
  const saved = textsOf(image);
  const changed = (Object.keys(texts) as TextKey[]).some((key) => texts[key] !== saved[key]);
  useEffect(() => {
    onDirty?.(changed);
  }, [onDirty, changed]);
  useEffect(() => () => onDirty?.(false), [onDirty]);
  useEffect(() => {
    if (!saveRef) return;
    saveRef.current = () => (changed ? save() : Promise.resolve(image));
  });

  return (
    <div className={styles.field} data-testid="image-edit">
      <div className={styles.columns}>
        {LOCALES.map((lang) => (
          <fieldset key={lang} className={styles.field} lang={lang}>
            <legend className={styles.resultTitle}>{lang === 'de' ? t('image.german') : t('image.english')}</legend>
            {TEXT_FIELDS.map(([name, max]) => {
              const key: TextKey = `${name}_${lang}`;
              return (
                <label key={key} className={styles.label} htmlFor={`${idPrefix}-${key}`}>
                  {t(`image.${name}`)} ({lang})
                  <input
                    id={`${idPrefix}-${key}`}
                    name={key}
                    className={styles.input}
                    type="text"
                    maxLength={max}
                    value={texts[key]}
                    onChange={(event) => setTexts((previous) => ({ ...previous, [key]: event.target.value }))}
                  />
                </label>
              );
            })}
          </fieldset>
        ))}
      </div>
      <div className={styles.row}>
        <button type="button" className={styles.primary} onClick={() => void save().catch(() => undefined)} disabled={saving}>
          {t('image.save')}
        </button>
        <span role="status" className={status?.error ? styles.error : styles.muted}>
          {status?.text}
        </span>
      </div>
    </div>
  );
}
