import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { SectionImg, type SectionImage } from './section-image';
import { twoColumns } from './band-layout';

export interface ImageBesideProps {
  image: SectionImage;
  /** The image's corner radius (theme units) and which of the theme's image shadows it casts. */
  radius: number;
  shadow: keyof Theme['customShadows'];
  /** Space between the columns on phones (stacked) and wider screens. */
  gap: { xs: number; md: number };
  /** Space under the pair, when more content follows in the band. */
  mb?: { xs: number; md: number };
  /** What stands beside the image: paragraphs, a list, a button. */
  children: ReactNode;
}

/** Inside a band: an image and text in two columns on wide screens, the image first when stacked. */
export function ImageBeside({ image, radius, shadow, gap, mb, children }: ImageBesideProps) {
  return (
    <Box sx={{ ...twoColumns(gap), mb }}>
      <SectionImg image={image} sx={{ width: '100%', borderRadius: radius, boxShadow: (theme) => theme.customShadows[shadow] }} />
      <div>{children}</div>
    </Box>
  );
}
