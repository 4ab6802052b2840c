import { TEXT_FIELD_MAX } from '../constants';
import type { FieldDef } from './types';

/** Builders for the fields most modules share, so each module file reads as a list. */
export const text = (name: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  kind: 'text',
  default: '',
  maxLength: TEXT_FIELD_MAX,
  ...extra,
});

export const textarea = (name: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  kind: 'textarea',
  default: '',
  ...extra,
});

export const richtext = (name: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  kind: 'richtext',
  default: '',
  ...extra,
});

export const url = (name: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  kind: 'url',
  default: '',
  maxLength: 2048,
  ...extra,
});

export const checkbox = (name: string, fallback = false): FieldDef => ({ name, kind: 'checkbox', default: fallback });

export const select = (name: string, options: readonly (string | number)[], fallback: string | number = options[0]): FieldDef => ({
  name,
  kind: 'select',
  options,
  default: fallback,
});

/** An image from the media library, or an external image URL in `image_url`. */
export const image = (required = false): FieldDef[] => [
  { name: 'image', kind: 'image', default: null, required, urlAlternative: 'image_url' },
  url('image_url'),
];

/** A link target: an internal path or an external URL (`link_url`), and `link`, the id of a page picked in the link finder. */
export const link = (required = false): FieldDef[] => [
  url('link_url', { required }),
  { name: 'link', kind: 'number', default: null },
];

export const anchor = (): FieldDef => text('anchor', { maxLength: 100 });

export const embed = (embedHosts: readonly string[], required = true): FieldDef => ({
  name: 'embed',
  kind: 'embed',
  default: '',
  required,
  embedHosts,
  maxLength: 4000,
});
