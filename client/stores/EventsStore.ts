/** State of the events screens (filled by the issue that builds them). */
import { types } from 'mobx-state-tree';

export const EventsStore = types.model('EventsStore', {});
