/**
 * One content module for visitors: a switch listing every module kind of shared/modules. Each module
 * sits in a wrapper carrying its anchor id (the editor's `anchor` field) and its model name.
 */
import type { ComponentType } from 'react';
import type { ModuleNode } from '../../shared/contract/pages';
import { EmbedModule } from './Embed';
import { EventList } from './EventList';
import { Faq } from './Faq';
import { cx, str } from './fields';
import { FullTeaser } from './FullTeaser';
import { Headline } from './Headline';
import { ImageList } from './ImageList';
import { ImageModule } from './ImageModule';
import { LinkModule } from './LinkModule';
import { LogoList } from './LogoList';
import { Quote } from './Quote';
import { TeaserList } from './TeaserList';
import { TextModule } from './TextModule';
import { Video } from './Video';
import { VideoList } from './VideoList';
import styles from './ModuleRenderer.module.css';

type Renderer = ComponentType<{ node: ModuleNode }>;

const Audio: Renderer = ({ node }) => <EmbedModule node={node} kind="audio" />;
const Viewer: Renderer = ({ node }) => <EmbedModule node={node} kind="viewer" />;
const SocialMedia: Renderer = ({ node }) => <EmbedModule node={node} kind="socialMedia" />;

/** model -> renderer, for every top-level module of shared/modules/registry.ts */
export const RENDERERS: Record<string, Renderer> = {
  headline: Headline,
  text: TextModule,
  link: LinkModule,
  image: ImageModule,
  faq: Faq,
  video: Video,
  audio: Audio,
  viewer: Viewer,
  quote: Quote,
  'full-teaser': FullTeaser,
  'teaser-list': TeaserList,
  'image-list': ImageList,
  'video-list': VideoList,
  'social-media': SocialMedia,
  'logo-list': LogoList,
  'event-list': EventList,
};

export function ModuleRenderer({ node }: { node: ModuleNode }) {
  const Renderer = RENDERERS[node.model];
  if (!Renderer) return null;
  const anchor = str(node, 'anchor');
  return (
    <div id={anchor || undefined} className={cx(styles.module, styles[node.model])} data-module={node.model}>
      <Renderer node={node} />
    </div>
  );
}
