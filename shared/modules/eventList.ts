import type { ModuleSchema } from './types';
import { checkbox, select } from './fields';

export const eventList = {
  model: 'event-list',
  label: 'eventList',
  childModel: 'event-item',
  fields: [
    select('extra_class', ['standard', 'highlight']),
    checkbox('only_bookable'),
    checkbox('past_as_last'),
    checkbox('include_past', true),
  ],
} as const satisfies ModuleSchema;

export const eventItem = {
  model: 'event-item',
  label: 'eventItem',
  isChild: true,
  fields: [{ name: 'event', kind: 'event', default: null, required: true }],
} as const satisfies ModuleSchema;
