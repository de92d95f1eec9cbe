import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import CloseRounded from '@mui/icons-material/CloseRounded';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { useRef } from 'react';

interface SearchBoxProps {
  value: string;
  onChange: (text: string) => void;
}

/** 'Buscar productos...' with a clear button that gives the focus back to the box. */
export function SearchBox({ value, onChange }: SearchBoxProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <TextField
      inputRef={input}
      type="search"
      label="Buscar productos"
      placeholder="Buscar productos..."
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
