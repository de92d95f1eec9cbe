import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { SearchBox } from './search-box';

interface SearchFormProps {
  /** The list's own path, which renders the search it is sent ('/productos'). */
  action: string;
  /** The query parameter of the search ('buscar'). */
  name: string;
  /** The address's other choices the search keeps (a category); a null value is left out. */
  keep?: Readonly<Record<string, string | null>>;
  /** Accessible name of the box, e.g. 'Buscar productos'. */
  label: string;
  /** The SPEC's hint text, e.g. 'Buscar productos...'. */
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  sx?: SxProps<Theme>;
}

/**
 * A search box in a GET form: a search sent before the scripts run (or without them) opens the
 * list the server renders for it, with the address's other choices kept. Once hydrated, the list
 * already follows every keystroke, so sending it does nothing more.
 */
export function SearchForm({ action, name, keep = {}, sx, ...box }: SearchFormProps) {
  return (
    <Box component="form" role="search" method="get" action={action} onSubmit={(event) => event.preventDefault()} sx={sx}>
      {/* Before the box: the address reads /recursos?categoria=retail&buscar=guía. */}
      {Object.entries(keep).map(([field, value]) => (value ? <input key={field} type="hidden" name={field} value={value} /> : null))}
      <SearchBox {...box} name={name} />
    </Box>
  );
}
