import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import CloseRounded from '@mui/icons-material/CloseRounded';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { useId, useRef } from 'react';
import { useValueEnteredBeforeHydration } from '../hydration/use-value-entered-before-hydration';

interface SearchBoxProps {
  /** Accessible name, e.g. 'Buscar productos'. */
  label: string;
  /** The SPEC's hint text, e.g. 'Buscar productos...'. */
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  /** The query parameter it sends as a field of a GET form (the search works before the scripts run, and without them). */
  name?: string;
}

/**
 * A search field with a clear button that gives the focus back to the box.
 * Built from the input parts rather than TextField, which always brings in
 * Select, Menu and Modal (about 15 KB gzip a page does not use). What the
 * visitor typed before the scripts ran is kept, and searched for.
 */
export function SearchBox({ label, placeholder, value, onChange, name }: SearchBoxProps) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  useValueEnteredBeforeHydration(input, value, onChange);
  return (
    <FormControl fullWidth variant="outlined">
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        inputRef={input}
        name={name}
        type="search"
        label={label}
        notched
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        startAdornment={
          <InputAdornment position="start">
            <SearchOutlined aria-hidden="true" />
          </InputAdornment>
        }
        endAdornment={
          value ? (
            <InputAdornment position="end">
              <IconButton
                aria-label="Limpiar búsqueda"
                edge="end"
                onClick={() => {
                  onChange('');
                  input.current?.focus();
                }}
              >
                <CloseRounded />
              </IconButton>
            </InputAdornment>
          ) : undefined
        }
        // One clear button: the browser's own would be a second one.
        sx={{ '& input::-webkit-search-cancel-button': { display: 'none' } }}
      />
    </FormControl>
  );
}
