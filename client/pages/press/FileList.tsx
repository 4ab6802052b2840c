/** The files of a directory: type, title, size and a plain download anchor (media files are not app routes). */
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/constants';
import type { DownloadFile } from '../../../shared/contract/downloads';
import { fileTypeLabel, formatFileSize } from './fileFacts';
import * as styles from './Press.module.css';

export function FileList({ files }: { files: readonly DownloadFile[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  if (files.length === 0) return <p className={styles.noFiles}>{t('press.noFiles')}</p>;
  return (
    <ul className={styles.files} aria-label={t('press.files')}>
      {files.map((file) => {
        const type = fileTypeLabel(file.mime, file.url);
        const size = formatFileSize(file.size, locale);
        return (
          <li key={file.id} className={styles.file} data-testid="press-file">
            <span className={styles.fileType} data-type={type}>
              {type}
            </span>
            <span className={styles.fileText}>
              <span className={styles.fileTitle}>{file.title}</span>
              <span className={styles.fileSize}>{size}</span>
            </span>
            <a className={styles.download} href={file.url} download aria-label={t('press.downloadFile', { title: file.title, type, size })}>
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M12 3v12m0 0-5-5m5 5 5-5M4 19h16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <span>{t('press.download')}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
