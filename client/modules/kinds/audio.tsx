import type { ModuleNodeOf } from '../../../shared/modules/data';
import { audioEmbedPlayer } from '../../../shared/modules/audioPlayer';
import { EmbedModule } from '../Embed';

export default function AudioEmbed({ node }: { node: ModuleNodeOf<'audio'> }) {
  return <EmbedModule node={node} build={audioEmbedPlayer} />;
}
