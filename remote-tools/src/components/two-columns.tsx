import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface TwoColumnsProps {
  /** The columns' `grid-template-columns` from md up, e.g. 'minmax(0, 2fr) minmax(0, 1fr)'. */
  columns: string;
  gap: { xs: number; md: number };
  children: ReactNode;
}

/** The body of a tools page: one column on phones, from md two side by side, their tops aligned. */
export function TwoColumns({ columns, gap, children }: TwoColumnsProps) {
  return <Box sx={{ display: 'grid', gap, gridTemplateColumns: { xs: '1fr', md: columns }, alignItems: 'start' }}>{children}</Box>;
}
