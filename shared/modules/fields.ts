import { TEXT_FIELD_MAX } from '../constants';
import type { FieldDef, FieldKind } from './types';

/**
 * Builders for the fields most modules share, so each module file reads as a list. Each keeps its
 * field's name and kind in its type (`text('content')` is a `Field<'content', 'text'>`), which is
 * what `ModuleDataOf` (./data.ts) reads to type a module's data.
 */
export type Field<N extends string, K extends FieldKind> = FieldDef & { readonly name: N; readonly kind: K };

/** What a builder's caller may add: everything but the name and kind the builder fixes. */
type Extra = Partial<Omit<FieldDef, 'name' | 'kind'>>;

export const text = <N extends string>(name: N, extra: Extra = {}): Field<N, 'text'> => ({
  name,
  kind: 'text',
  default: '',
  maxLength: TEXT_FIELD_MAX,
  ...extra,
});

export const textarea = <N extends string>(name: N, extra: Extra = {}): Field<N, 'textarea'> => ({
  name,
  kind: 'textarea',
  default: '',
  ...extra,
});

export const richtext = <N extends string>(name: N, extra: Extra = {}): Field<N, 'richtext'> => ({
  name,
  kind: 'richtext',
  default: '',
  ...extra,
});

export const url = <N extends string>(name: N, extra: Extra = {}): Field<N, 'url'> => ({
  name,
  kind: 'url',
  default: '',
  maxLength: 2048,
  ...extra,
});

export const checkbox = <N extends string>(name: N, fallback = false): Field<N, 'checkbox'> => ({ name, kind: 'checkbox', default: fallback });

export const select = <N extends string, const O extends readonly (string | number)[]>(
  name: N,
  options: O,
  fallback: O[number] = options[0],
): Field<N, 'select'> & { readonly options: O } => ({
  name,
  kind: 'select',
  options,
  default: fallback,
});

/** The sibling of an image field holding an image address of this site instead (FieldDef.urlAlternative). */
export const IMAGE_URL = 'image_url';

/**
 * An image from the media library, or an image address of this site in `image_url` ('/media/…'):
 * other hosts' images are refused (the CSP would block them), the editor uploads them instead.
 */
export const image = (required = false): readonly [Field<'image', 'image'>, Field<typeof IMAGE_URL, 'url'>] => [
  { name: 'image', kind: 'image', default: null, required, urlAlternative: IMAGE_URL },
  url(IMAGE_URL, { sitePathOnly: true }),
];

/** Whether `value` is an address of this site (a path, not '//host/…'). */
export const isSitePathValue = (value: string) => value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');

/** A link target: an internal path or an external URL (`link_url`), and `link`, the id of a page picked in the link finder. */
export const link = (required = false): readonly [Field<'link_url', 'url'>, Field<'link', 'number'>] => [
  url('link_url', { required }),
  { name: 'link', kind: 'number', default: null },
];

export const anchor = (): Field<'anchor', 'text'> => text('anchor', { maxLength: 100 });

export const embed = (embedHosts: readonly string[], required = true): Field<'embed', 'embed'> => ({
  name: 'embed',
  kind: 'embed',
  default: '',
  required,
  embedHosts,
  maxLength: 4000,
});
