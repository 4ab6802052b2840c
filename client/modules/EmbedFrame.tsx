/**
 * The iframe of an external player and the consent placeholder shown before it (SPEC §1): shared by
 * the embed modules (./Embed.tsx) and the video module, which loads no other embed code.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmbedPlayer } from '../../shared/modules/embed';
import { cx } from './fields';
import * as styles from './Embed.module.css';

export function frameStyle(player: EmbedPlayer): CSSProperties {
  return player.aspectRatio ? { aspectRatio: String(player.aspectRatio) } : { height: `${player.height ?? 400}px` };
}

export function EmbedFrame({ player, title, autoplay = false }: { player: EmbedPlayer; title: string; autoplay?: boolean }) {
  const src = autoplay ? `${player.src}${player.src.includes('?') ? '&' : '?'}autoplay=1` : player.src;
  return (
    <iframe
      className={styles.frame}
      style={frameStyle(player)}
      src={src}
      title={title}
      loading="lazy"
      allow="autoplay; encrypted-media; fullscreen; picture-in-picture; clipboard-write"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}

/** The consent placeholder: what would load, and the button that allows external media. */
export function ConsentPlaceholder({ provider, onAllow, overlay = false, style }: { provider: string; onAllow(): void; overlay?: boolean; style?: CSSProperties }) {
  const { t } = useTranslation();
  return (
    <div className={cx(styles.placeholder, overlay && styles.overlay)} style={style} data-embed-placeholder="">
      <p className={styles.placeholderText}>{t('content.externalMedia.text', { provider })}</p>
      <button type="button" className={styles.allow} onClick={onAllow}>
        {t('content.externalMedia.allow')}
      </button>
    </div>
  );
}
