/** State of the subscriptions screens (filled by the issue that builds them). */
import { types } from 'mobx-state-tree';

export const SubscriptionsStore = types.model('SubscriptionsStore', {});
