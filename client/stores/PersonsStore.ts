/** State of the persons screens (filled by the issue that builds them). */
import { types } from 'mobx-state-tree';

export const PersonsStore = types.model('PersonsStore', {});
