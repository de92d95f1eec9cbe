import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { ContactFormValues, ContactMessage } from '@site/shared/contact';

export interface ContactFormFieldProps {
  control: Control<ContactFormValues, unknown, ContactMessage>;
  name: keyof ContactFormValues;
  label: string;
  /** Shown under the field while it has no error. */
  hint?: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  multiline?: boolean;
  rows?: number;
  /** Renders a native select with these options as children. */
  select?: boolean;
  /** What the server said of this field (a form sent back without JavaScript). */
  serverError?: string;
  children?: ReactNode;
}

/** A required text field of the contact form, wired to react-hook-form. */
export function ContactFormField({
  control,
  name,
  label,
  hint,
  type = 'text',
  autoComplete,
  multiline,
  rows,
  select,
  serverError,
  children,
}: ContactFormFieldProps) {
  const { field, fieldState } = useController({ control, name });
  // The server's message for what the visitor sent without JavaScript, until the field is changed.
  const error = fieldState.error?.message ?? (fieldState.isDirty ? undefined : serverError);
  return (
    <TextField
      id={`contact-${name}`}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      required
      fullWidth
      type={select ? undefined : type}
      autoComplete={autoComplete}
      multiline={multiline}
      rows={rows}
      select={select}
      error={error !== undefined}
      helperText={error ?? hint}
      slotProps={select ? { select: { native: true }, inputLabel: { shrink: true } } : undefined}
    >
      {children}
    </TextField>
  );
}
