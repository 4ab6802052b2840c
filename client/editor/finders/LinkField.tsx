/**
 * Link target field (SPEC §2 link finder): an internal path or an external URL in `link_url`, and in
 * `link` the id of the page picked in the finder (null for other targets).
 * Placeholder until the link finder lands: a URL input.
 */
import type { FieldWidgetProps } from '../fieldProps';

export interface LinkValue {
  link_url: string;
  link: number | null;
}

export default function LinkField({ id, value, onChange, required, invalid, describedBy }: FieldWidgetProps<LinkValue>) {
  return (
    <input
      id={id}
      type="text"
      value={value.link_url}
      required={required}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange({ link_url: event.target.value, link: null })}
    />
  );
}
