import type { ModuleNodeOf } from '../../../shared/modules/data';
import { socialMediaEmbedPlayer } from '../../../shared/modules/socialPlayer';
import { EmbedModule } from '../Embed';

export default function SocialMediaEmbed({ node }: { node: ModuleNodeOf<'social-media'> }) {
  return <EmbedModule node={node} build={socialMediaEmbedPlayer} social />;
}
