/** What every field widget of the module edit form receives (the form owns the value and the errors). */
export interface FieldWidgetProps<T> {
  /** the input's id; the form's <label htmlFor> points at it */
  id: string;
  label: string;
  value: T;
  onChange(value: T): void;
  required?: boolean;
  /** the field has a validation error (aria-invalid) */
  invalid?: boolean;
  /** id of the element holding the error message (aria-describedby) */
  describedBy?: string;
}
