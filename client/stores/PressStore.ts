/** State of the press screens (filled by the issue that builds them). */
import { types } from 'mobx-state-tree';

export const PressStore = types.model('PressStore', {});
