import Box from '@mui/material/Box';
import type { ProductSpec } from './product-specs';

/** Specifications as a definition list: label, then value, in two aligned columns. */
export function SpecList({ specs, compact = false }: { specs: ProductSpec[]; compact?: boolean }) {
  if (specs.length === 0) return null;
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: compact ? 1.5 : 3,
        rowGap: compact ? 0.5 : 1,
        fontSize: compact ? '0.9rem' : undefined,
      }}
    >
      {specs.map((spec) => (
        <Box key={spec.label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 700, color: 'text.primary' }}>
            {spec.label}
          </Box>
          <Box component="dd" sx={{ m: 0, color: 'text.secondary' }}>
            {spec.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
