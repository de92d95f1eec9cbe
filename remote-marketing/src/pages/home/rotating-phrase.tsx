import Box from '@mui/material/Box';
import { useRotatingIndex } from '@site/shared/motion/use-auto-advance';

export interface RotatingPhraseProps {
  phrases: readonly string[];
  intervalMs: number;
  color?: string;
}

/**
 * Shows one phrase at a time, changing every `intervalMs`. All phrases share
 * one grid cell, so the space taken is always that of the longest one: the
 * change never moves the page (CLS). Hidden from assistive technology: the
 * heading around it carries the full sentence for screen readers.
 */
export function RotatingPhrase({ phrases, intervalMs, color }: RotatingPhraseProps) {
  const current = useRotatingIndex(phrases.length, intervalMs);
  return (
    <Box component="span" aria-hidden data-rotating-phrase sx={{ display: 'inline-grid', color }}>
      {phrases.map((phrase, index) => {
        const shown = index === current;
        return (
          <Box
            component="span"
            key={phrase}
            data-current={shown || undefined}
            sx={{
              gridArea: '1 / 1',
              opacity: shown ? 1 : 0,
              visibility: shown ? 'visible' : 'hidden',
              transform: shown ? 'none' : 'translateY(0.25em)',
              transition: shown
                ? 'opacity 400ms ease, transform 400ms ease'
                : 'opacity 400ms ease, transform 400ms ease, visibility 0s linear 400ms',
              '@media (prefers-reduced-motion: reduce)': { transition: 'none', transform: 'none' },
            }}
          >
            {phrase}
          </Box>
        );
      })}
    </Box>
  );
}
