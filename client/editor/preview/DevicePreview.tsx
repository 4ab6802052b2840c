/**
 * The device preview (issue 27, docs/editor.md): the page's draft in a frame 390, 768 or 1440 px
 * wide, switched with three toggle buttons. The frame loads the page with `?preview` instead of
 * `?edit`: a signed-in editor gets the draft there as on the page, without the editing bar, the
 * staff links and the cookie banner (shared/routes/pageQuery.ts). A frame wider than the window is
 * scaled down (its page still lays itself out for the full width). A native modal <dialog>: focus
 * stays inside, Escape closes it, focus returns to the toolbar's button.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { EDIT_QUERY, PREVIEW_QUERY, VERSION_QUERY } from '../../../shared/routes/pageQuery';
import { withQuery } from '../query';
import * as ui from '../ui/ui.module.css';
import { PREVIEW_DEVICES, previewScale, type PreviewDeviceId } from './devices';
import * as styles from './preview.module.css';
import { usePreviewTexts } from './texts';

/** The address the frame loads: this page with `?preview` in place of the editor's parameters. */
export function previewUrl(pathname: string, search: string): string {
  return `${pathname}${withQuery(search, { [EDIT_QUERY]: null, [VERSION_QUERY]: null, [PREVIEW_QUERY]: '' })}`;
}

/** The width the stage offers a frame, followed as the window changes. */
function useAvailableWidth() {
  const [stage, ref] = useState<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!stage) return;
    const measure = () => setWidth(stage.clientWidth - 2 * 16);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(stage);
    return () => observer.disconnect();
  }, [stage]);
  return { ref, width };
}

export function DevicePreview({ onClose }: { onClose(): void }) {
  const { t } = usePreviewTexts();
  const location = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const hintId = useId();
  const [deviceId, setDeviceId] = useState<PreviewDeviceId>('phone');
  const device = PREVIEW_DEVICES.find((d) => d.id === deviceId) ?? PREVIEW_DEVICES[0];
  const { ref: stageRef, width: available } = useAvailableWidth();
  const scale = previewScale(device.width, available);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  // the frame's address is fixed when the preview opens (the draft as it is now)
  const [src] = useState(() => previewUrl(location.pathname, location.search));

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const returnTo = document.activeElement as HTMLElement | null;
    element.showModal();
    element.querySelector<HTMLElement>('[aria-pressed=true]')?.focus();
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    element.addEventListener('cancel', onCancel);
    return () => {
      element.removeEventListener('cancel', onCancel);
      if (element.open) element.close();
      returnTo?.focus?.();
    };
  }, []);

  const name = t(device.id);
  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} aria-describedby={hintId} data-testid="device-preview">
      <div className={ui.dialogHead}>
        <h2 id={titleId} className={ui.dialogTitle}>
          {t('title')}
        </h2>
        <div className={styles.devices} role="group" aria-label={t('devices')}>
          {PREVIEW_DEVICES.map((d) => (
            <button
              key={d.id}
              type="button"
              className={styles.device}
              aria-pressed={d.id === deviceId}
              onClick={() => setDeviceId(d.id)}
              data-testid={`preview-device-${d.width}`}
            >
              {t(d.id)} <span className={styles.width}>{t('px', { width: d.width })}</span>
            </button>
          ))}
        </div>
        <button type="button" className={ui.iconButton} onClick={() => close.current()} aria-label={t('close')} data-testid="preview-close">
          ×
        </button>
      </div>
      <p id={hintId} className={styles.hint}>
        {t('hint')}
        {scale < 1 && <span data-testid="preview-scale"> {t('scaled', { percent: Math.round(scale * 100) })}</span>}
      </p>
      {/* the stage scrolls a frame taller than the window: keyboard users reach it (WCAG 2.1.1) */}
      <div ref={stageRef} className={styles.stage} tabIndex={0} role="region" aria-label={t('frameTitle', { device: name, width: device.width })}>
        <div className={styles.slot} style={{ width: device.width * scale, height: device.height * scale }}>
          <iframe
            className={styles.frame}
            src={src}
            title={t('frameTitle', { device: name, width: device.width })}
            width={device.width}
            height={device.height}
            style={{ transform: scale < 1 ? `scale(${scale})` : undefined }}
            data-testid="preview-frame"
            data-width={device.width}
          />
        </div>
      </div>
    </dialog>
  );
}
