import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModuleNodeOf } from '../../shared/modules/data';
import { videoEmbedPlayer } from '../../shared/modules/videoPlayer';
import { useExternalMediaConsent } from '../consent/useExternalMediaConsent';
import { ConsentPlaceholder, EmbedFrame } from './EmbedFrame';
import { str } from './fields';
import { ModuleImage } from './ModuleImage';
import * as styles from './Video.module.css';

/**
 * A video: its poster image with a play button; the player (youtube-nocookie or Vimeo, built from
 * the parsed URL) loads only when played and only with consent to external media. Without consent
 * the poster carries the consent notice; allowing starts the video.
 */
export function VideoPlayer({ node }: { node: ModuleNodeOf<'video' | 'video-item'> }) {
  const { t } = useTranslation();
  const consent = useExternalMediaConsent();
  const [playing, setPlaying] = useState(false);
  const player = videoEmbedPlayer(str(node, 'video_url'));
  const title = str(node, 'title');
  const length = str(node, 'length');
  if (!player) return null;
  if (playing && consent.allowed) return <EmbedFrame player={player} title={title || player.provider} autoplay />;
  return (
    <div className={styles.poster}>
      <ModuleImage node={node} alias="horizontal" alt="" className={styles.picture} imgClassName={styles.img} sizes="(min-width: 120rem) 120rem, 100vw" />
      {consent.allowed ? (
        <button type="button" className={styles.play} onClick={() => setPlaying(true)} aria-label={t('content.video.play', { title: title || player.provider })}>
          <span className={styles.playIcon} aria-hidden="true" />
          {length && <span className={styles.length}>{length}</span>}
        </button>
      ) : (
        <ConsentPlaceholder
          provider={player.provider}
          overlay
          onAllow={() => {
            setPlaying(true);
            consent.allow();
          }}
        />
      )}
    </div>
  );
}

/** Video module: the player and its title. */
export function Video({ node }: { node: ModuleNodeOf<'video'> }) {
  const title = str(node, 'title');
  return (
    <figure className={styles.video}>
      <VideoPlayer node={node} />
      {title && <figcaption className={styles.title}>{title}</figcaption>}
    </figure>
  );
}
