/**
 * External media: an iframe built from the parsed embed (the kind's builder of shared/modules, passed
 * in, so each kind's chunk carries only its own), shown only once the visitor allowed external media.
 * Before that, a placeholder explains what would load and offers the consent button
 * (./EmbedFrame.tsx, which the video module uses too).
 */
import { useTranslation } from 'react-i18next';
import type { ModuleNodeOf } from '../../shared/modules/data';
import type { EmbedPlayer } from '../../shared/modules/embed';
import { useExternalMediaConsent } from '../consent/useExternalMediaConsent';
import { ConsentPlaceholder, EmbedFrame, frameStyle } from './EmbedFrame';
import { cx, str } from './fields';
import * as styles from './Embed.module.css';

/** Audio, viewer and social media modules: the embed, after consent. */
export function EmbedModule({ node, build, social = false }: { node: ModuleNodeOf<'audio' | 'viewer' | 'social-media'>; build: (input: string) => EmbedPlayer | null; social?: boolean }) {
  const { t } = useTranslation();
  const consent = useExternalMediaConsent();
  const player = build(str(node, 'embed'));
  if (!player) return null;
  const title = t('content.externalMedia.frameTitle', { provider: player.provider });
  return (
    <div className={cx(styles.embed, social && styles.socialMedia)}>
      {consent.allowed ? <EmbedFrame player={player} title={title} /> : <ConsentPlaceholder provider={player.provider} onAllow={consent.allow} style={frameStyle(player)} />}
    </div>
  );
}
