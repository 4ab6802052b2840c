import type { ModuleNode } from '../../../shared/contract/pages';
import { audioEmbedPlayer } from '../../../shared/modules/audioPlayer';
import { EmbedModule } from '../Embed';

export default function AudioEmbed({ node }: { node: ModuleNode }) {
  return <EmbedModule node={node} build={audioEmbedPlayer} />;
}
