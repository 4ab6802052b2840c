/** State of the search screens (filled by the issue that builds them). */
import { types } from 'mobx-state-tree';

export const SearchStore = types.model('SearchStore', {});
