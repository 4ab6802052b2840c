/**
 * External media: an iframe built from the parsed embed (shared/modules/embedPlayer.ts), shown only
 * once the visitor allowed external media. Before that, a placeholder explains what would load and
 * offers the consent button. Used by audio, viewer and social media, and by video once it plays.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModuleNode } from '../../shared/contract/pages';
import { embedPlayer, type EmbedKind, type EmbedPlayer } from '../../shared/modules/embedPlayer';
import { useExternalMediaConsent } from '../consent/useExternalMediaConsent';
import { cx, str } from './fields';
import styles from './Embed.module.css';

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

/** Audio, viewer and social media modules: the embed, after consent. */
export function EmbedModule({ node, kind }: { node: ModuleNode; kind: EmbedKind }) {
  const { t } = useTranslation();
  const consent = useExternalMediaConsent();
  const player = embedPlayer(kind, str(node, 'embed'));
  if (!player) return null;
  const title = t('content.externalMedia.frameTitle', { provider: player.provider });
  return (
    <div className={cx(styles.embed, styles[kind])}>
      {consent.allowed ? <EmbedFrame player={player} title={title} /> : <ConsentPlaceholder provider={player.provider} onAllow={consent.allow} style={frameStyle(player)} />}
    </div>
  );
}
