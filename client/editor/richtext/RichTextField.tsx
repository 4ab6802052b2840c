/**
 * Rich text field of the module edit form: HTML in, HTML out (RICH_TEXT_ALLOWLIST of shared/modules).
 * Placeholder until the Slate editor lands: a plain textarea with the same props.
 */
import type { FieldWidgetProps } from '../fieldProps';

export default function RichTextField({ id, value, onChange, required, invalid, describedBy }: FieldWidgetProps<string>) {
  return (
    <textarea
      id={id}
      value={value}
      required={required}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
