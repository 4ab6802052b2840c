import type { ModuleNode } from '../../../shared/contract/pages';
import { viewerEmbedPlayer } from '../../../shared/modules/viewerPlayer';
import { EmbedModule } from '../Embed';

export default function ViewerEmbed({ node }: { node: ModuleNode }) {
  return <EmbedModule node={node} build={viewerEmbedPlayer} />;
}
