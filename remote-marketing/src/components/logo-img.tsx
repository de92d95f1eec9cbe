import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { SectionImage } from '../sections/section-image';

export interface LogoImgProps {
  /** The logo's file, the brand's name as its text, and its intrinsic size. */
  logo: SectionImage;
  /** 'async' where many logos load at once (a wall of them). */
  decoding?: 'async';
  sx?: SxProps<Theme>;
}

/** A brand's logo: loaded as it nears the screen, its box reserved by its intrinsic size. */
export function LogoImg({ logo, decoding, sx }: LogoImgProps) {
  const { src, alt, width, height } = logo;
  return <Box component="img" src={src} alt={alt} width={width} height={height} loading="lazy" decoding={decoding} sx={sx} />;
}
