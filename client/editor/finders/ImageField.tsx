/**
 * Image field (SPEC §2 image finder): an image of the media library by id; `image` is the resolved
 * image for the preview (ModuleNode.images of the page-editor API), passed back on change.
 * Placeholder until the image finder lands: an id input.
 */
import type { ImageRef } from '../../../shared/contract/common';
import type { FieldWidgetProps } from '../fieldProps';

export interface ImageValue {
  id: number | null;
  image: ImageRef | null;
}

export default function ImageField({ id, value, onChange, required, invalid, describedBy }: FieldWidgetProps<ImageValue>) {
  return (
    <input
      id={id}
      type="number"
      value={value.id ?? ''}
      required={required}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange({ id: event.target.value ? Number(event.target.value) : null, image: null })}
    />
  );
}
