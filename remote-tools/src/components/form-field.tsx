import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useCallback, useRef, type ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useValueEnteredBeforeHydration } from '@site/shared/hydration';

export interface FormFieldProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  /** A text field of the form (its value a string). */
  name: Path<Values>;
  label: string;
  /** Its id is `<idPrefix>-<name>` (the contact form's `contact-name`, the request form's `privacy-name`). */
  idPrefix: string;
  /** Required fields are marked (the asterisk, `required`); an optional one says nothing. @default true */
  required?: boolean;
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
 * A text field of one of the site's forms (the contact form, the rights request), wired to
 * react-hook-form. Built from the input parts rather than TextField, which always brings in
 * Select, Menu and Modal (about 15 KB gzip of the contact page's first load); a choice is a
 * native select.
 */
export function FormField<Values extends FieldValues, Output>({
  control,
  name,
  label,
  idPrefix,
  required = true,
  hint,
  type = 'text',
  autoComplete,
  multiline,
  rows,
  select,
  serverError,
  children,
}: FormFieldProps<Values, Output>) {
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  const element = useRef<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null>(null);
  useValueEnteredBeforeHydration(element, value, (entered) => field.onChange(entered));
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
  const id = `${idPrefix}-${name}`;
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
        : { value, onChange: field.onChange, onBlur: field.onBlur, type, autoComplete, multiline, rows })}
    />
  );
  return (
    <FormControl required={required} fullWidth error={error !== undefined}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      {select ? (
        <NativeSelect id={id} input={input} value={value} onChange={field.onChange} onBlur={field.onBlur}>
          {children}
        </NativeSelect>
      ) : (
        input
      )}
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}
