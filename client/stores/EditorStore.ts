/** State of the editor screens (filled by the issue that builds them). */
import { types } from 'mobx-state-tree';

export const EditorStore = types.model('EditorStore', {});
