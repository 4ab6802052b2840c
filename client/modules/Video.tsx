import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModuleNodeOf } from '../../shared/modules/data';
import { videoEmbedPlayer } from '../../shared/modules/videoPlayer';
import { useExternalMediaConsent } from '../consent/useExternalMediaConsent';
import { ConsentPlaceholder, EmbedFrame } from './EmbedFrame';
import { str } from './fields';
import { ModuleImage, moduleImageOf } from './ModuleImage';
import { ExternalImage } from '../media/Picture';
import * as styles from './Video.module.css';

/**
 * A video: its poster image (the chosen one; else YouTube's own once external media are allowed; else
 * a neutral one with the title) with a play button; the player (youtube-nocookie or Vimeo, built from
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
      {moduleImageOf(node) || str(node, 'image_url') ? (
        <ModuleImage node={node} alias="horizontal" alt="" className={styles.picture} imgClassName={styles.img} sizes="(min-width: 120rem) 120rem, 100vw" />
      ) : consent.allowed && player.poster ? (
        // no poster chosen: the service's own, loaded (from its host) only with consent to external media
        <picture className={styles.picture} data-service-poster="">
          <ExternalImage src={player.poster} alt="" className={styles.img} />
        </picture>
      ) : (
        // nothing of the service before consent (and Vimeo has no poster address): a neutral one with the title
        <div className={styles.neutralPoster} data-neutral-poster="">
          <span className={styles.neutralTitle}>{title || player.provider}</span>
        </div>
      )}
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
