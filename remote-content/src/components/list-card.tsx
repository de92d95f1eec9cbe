import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { sxList } from '@site/shared/ui/styles';

interface ListCardProps {
  /** The id of the card's title, which names the article. */
  titleId: string;
  /** The card's own layout, over the surface. */
  sx: SxProps<Theme>;
  children: ReactNode;
}

/** A card of the blog's and the materials' lists: an <article> named by its title, white and raised, as high as its grid row. */
export function ListCard({ titleId, sx, children }: ListCardProps) {
  return (
    <Box
      component="article"
      aria-labelledby={titleId}
      sx={[
        { borderRadius: 4, bgcolor: 'background.paper', boxShadow: (theme) => theme.customShadows.listCard, height: '100%' },
        ...sxList(sx),
      ]}
    >
      {children}
    </Box>
  );
}
