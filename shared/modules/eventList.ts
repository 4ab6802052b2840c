import type { ModuleSchema } from './types';
import { checkbox, select } from './fields';

export const eventList: ModuleSchema = {
  model: 'event-list',
  label: 'eventList',
  childModel: 'event-item',
  fields: [
    select('extra_class', ['standard', 'highlight']),
    checkbox('only_bookable'),
    checkbox('past_as_last'),
    checkbox('include_past', true),
  ],
};

export const eventItem: ModuleSchema = {
  model: 'event-item',
  label: 'eventItem',
  isChild: true,
  fields: [{ name: 'event', kind: 'event', default: null, required: true }],
};
