import IconButton from '@mui/material/IconButton';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import { useReplayedTaps } from '@site/shared/hydration';

interface ImageArrowsProps {
  /** Whose images they are, for the buttons' names. */
  productName: string;
  onStep: (step: 1 | -1) => void;
  size?: 'small' | 'medium';
}

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'surface.frosted',
  color: 'primary.main',
  boxShadow: 2,
  '&:hover': { bgcolor: 'background.paper' },
  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'secondary.main' },
} as const;

/** Previous and next over a product image; shown only when there are two or more. */
export function ImageArrows({ productName, onStep, size = 'medium' }: ImageArrowsProps) {
  const previous = () => onStep(-1);
  const next = () => onStep(1);
  // A tap before the catalogue hydrated is performed once it has.
  const replayPrevious = useReplayedTaps(previous);
  const replayNext = useReplayedTaps(next);
  return (
    <>
      <IconButton {...replayPrevious} aria-label={`Imagen anterior de ${productName}`} size={size} onClick={previous} sx={{ ...arrowSx, left: 8 }}>
        <ChevronLeftRounded />
      </IconButton>
      <IconButton {...replayNext} aria-label={`Imagen siguiente de ${productName}`} size={size} onClick={next} sx={{ ...arrowSx, right: 8 }}>
        <ChevronRightRounded />
      </IconButton>
    </>
  );
}
