/** State of the forms screens (filled by the issue that builds them). */
import { types } from 'mobx-state-tree';

export const FormsStore = types.model('FormsStore', {});
