import type { ReactNode } from 'react';

interface NamedField {
  id?: string;
  placeholder?: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * The accessible name of a field that shows only a placeholder (a list's filter, WCAG 4.1.2 and 1.3.1):
 * the placeholder's text. antd draws a select's placeholder beside its input, so a screen reader would
 * announce an unnamed combobox. Undefined when the field has a name already: its own aria-label or
 * aria-labelledby, or an id, which Form.Item gives its field together with the `<label for>` that names it.
 */
export function placeholderName(field: NamedField): string | undefined {
  if (field['aria-label'] || field['aria-labelledby'] || field.id) return field['aria-label'];
  return typeof field.placeholder === 'string' && field.placeholder.trim() ? field.placeholder : undefined;
}
