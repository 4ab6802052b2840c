/**
 * Event field (SPEC §2 event finder): a concert by id.
 * Placeholder until the event finder lands: an id input.
 */
import type { FieldWidgetProps } from '../fieldProps';

export default function EventField({ id, value, onChange, required, invalid, describedBy }: FieldWidgetProps<number | null>) {
  return (
    <input
      id={id}
      type="number"
      value={value ?? ''}
      required={required}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
    />
  );
}
