import type { ModuleNode } from '../../../shared/contract/pages';
import { socialMediaEmbedPlayer } from '../../../shared/modules/socialPlayer';
import { EmbedModule } from '../Embed';

export default function SocialMediaEmbed({ node }: { node: ModuleNode }) {
  return <EmbedModule node={node} build={socialMediaEmbedPlayer} social />;
}
