import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import CloseRounded from '@mui/icons-material/CloseRounded';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { useRef } from 'react';

interface SearchBoxProps {
  /** Accessible name, e.g. 'Buscar productos'. */
  label: string;
  /** The SPEC's hint text, e.g. 'Buscar productos...'. */
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
}

/** A search field with a clear button that gives the focus back to the box. */
export function SearchBox({ label, placeholder, value, onChange }: SearchBoxProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <TextField
      inputRef={input}
      type="search"
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
      autoComplete="off"
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchOutlined aria-hidden="true" />
            </InputAdornment>
          ),
          endAdornment: value ? (
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
          ) : undefined,
        },
      }}
      // One clear button: the browser's own would be a second one.
      sx={{ '& input::-webkit-search-cancel-button': { display: 'none' } }}
    />
  );
}
