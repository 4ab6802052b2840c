import type { ModuleNodeOf } from '../../../shared/modules/data';
import { viewerEmbedPlayer } from '../../../shared/modules/viewerPlayer';
import { EmbedModule } from '../Embed';

export default function ViewerEmbed({ node }: { node: ModuleNodeOf<'viewer'> }) {
  return <EmbedModule node={node} build={viewerEmbedPlayer} />;
}
