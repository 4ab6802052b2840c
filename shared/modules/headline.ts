import type { ModuleSchema } from './types';
import { anchor, text } from './fields';

/**
 * The headline's named styles ('Darstellung'), stored in `extra_class`. Before they existed the
 * field took any CSS class name; `headlineStyleOf` maps such a stored value to the nearest style
 * (unknown ones to 'default'), so old content renders and saves as before.
 */
export const HEADLINE_STYLES = ['default', 'centered', 'accent', 'display'] as const;
export type HeadlineStyle = (typeof HEADLINE_STYLES)[number];

export function headlineStyleOf(value: unknown): HeadlineStyle {
  const raw = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if ((HEADLINE_STYLES as readonly string[]).includes(raw)) return raw as HeadlineStyle;
  if (/cent(er|re)|mittig|zentriert/.test(raw)) return 'centered';
  if (/accent|akzent|colou?r|farbe|teal|highlight/.test(raw)) return 'accent';
  if (/large|big|gross|groß|display|hero|xl/.test(raw)) return 'display';
  return 'default';
}

export const headline = {
  model: 'headline',
  label: 'headline',
  fields: [
    { name: 'headline_level', kind: 'select', options: [2, 3, 4, 5, 6], default: 2, required: true },
    text('preline'),
    text('content', { required: true }),
    text('subline'),
    anchor(),
    { name: 'extra_class', kind: 'select', options: HEADLINE_STYLES, default: 'default', legacy: headlineStyleOf },
  ],
} as const satisfies ModuleSchema;
