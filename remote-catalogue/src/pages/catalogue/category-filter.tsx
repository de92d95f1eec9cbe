import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import type { ProductCategory } from '@site/shared/cms';
import { useId } from 'react';
import { bareList } from '@site/shared/ui/styles';

interface CategoryFilterProps {
  categories: readonly ProductCategory[];
  /** Selected slug; null is 'Ver todos'. */
  selected: string | null;
  onSelect: (slug: string | null) => void;
}

const ALL = '';

/** The 'Categorías' sidebar on wide screens. */
export function CategorySidebar({ categories, selected, onSelect }: CategoryFilterProps) {
  const options = [{ slug: null, name: 'Ver todos' }, ...categories];
  return (
    <Box component="nav" aria-labelledby="catalogue-categories-title">
      <Typography id="catalogue-categories-title" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 2 }}>
        Categorías
      </Typography>
      <Box component="ul" sx={{ ...bareList, display: 'grid', gap: 0.5 }}>
        {options.map((option) => {
          const current = option.slug === selected;
          return (
            <li key={option.slug ?? ALL}>
              <ButtonBase
                aria-pressed={current}
                onClick={() => onSelect(option.slug)}
                sx={{
                  width: '100%',
                  justifyContent: 'flex-start',
                  textAlign: 'left',
                  px: 2,
                  py: 1.25,
                  borderRadius: 2,
                  fontSize: '1rem',
                  fontWeight: current ? 700 : 500,
                  color: current ? 'primary.contrastText' : 'text.primary',
                  bgcolor: current ? 'primary.main' : 'transparent',
                  transition: 'background-color 150ms',
                  '&:hover': { bgcolor: current ? 'primary.dark' : 'grey.100' },
                  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
                }}
              >
                {option.name}
              </ButtonBase>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

/** On a phone: a compact native selector instead of the sidebar (no TextField: it brings Menu and Modal along). */
export function CategorySelect({ categories, selected, onSelect }: CategoryFilterProps) {
  const id = useId();
  return (
    <FormControl fullWidth>
      <InputLabel htmlFor={id} shrink>
        Categorías
      </InputLabel>
      <NativeSelect
        id={id}
        value={selected ?? ALL}
        onChange={(event) => onSelect(event.target.value === ALL ? null : event.target.value)}
        input={<OutlinedInput label="Categorías" notched />}
      >
        <option value={ALL}>Ver todos</option>
        {categories.map((category) => (
          <option key={category.slug} value={category.slug}>
            {category.name}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
