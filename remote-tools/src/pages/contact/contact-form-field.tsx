import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useCallback, useRef, type ReactNode } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { ContactFormValues, ContactMessage } from '@site/shared/contact';
import { useValueEnteredBeforeHydration } from '@site/shared/hydration';

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

/**
 * A required text field of the contact form, wired to react-hook-form. Built from the input parts
 * rather than TextField, which always brings in Select, Menu and Modal (about 15 KB gzip of the
 * contact page's first load); the service is a native select.
 */
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
  const element = useRef<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null>(null);
  useValueEnteredBeforeHydration(element, field.value, (value) => field.onChange(value));
  const { ref: registerElement } = field;
  const inputRef = useCallback(
    (node: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null) => {
      element.current = node;
      registerElement(node);
    },
    [registerElement],
  );
  // The server's message for what the visitor sent without JavaScript, until the field is changed.
  const error = fieldState.error?.message ?? (fieldState.isDirty ? undefined : serverError);
  const id = `contact-${name}`;
  const helperId = `${id}-helper`;
  const helper = error ?? hint;
  // The label sits above the field from the start: a visitor typing before the scripts run
  // (nothing moves it then) never has it over their text.
  const input = (
    <OutlinedInput
      id={id}
      name={field.name}
      label={label}
      notched
      inputRef={inputRef}
      inputProps={helper ? { 'aria-describedby': helperId } : undefined}
      {...(select
        ? {}
        : { value: field.value, onChange: field.onChange, onBlur: field.onBlur, type, autoComplete, multiline, rows })}
    />
  );
  return (
    <FormControl required fullWidth error={error !== undefined}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      {select ? (
        <NativeSelect id={id} input={input} value={field.value} onChange={field.onChange} onBlur={field.onBlur}>
          {children}
        </NativeSelect>
      ) : (
        input
      )}
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}
