/** State of the stories screens (filled by the issue that builds them). */
import { types } from 'mobx-state-tree';

export const StoriesStore = types.model('StoriesStore', {});
