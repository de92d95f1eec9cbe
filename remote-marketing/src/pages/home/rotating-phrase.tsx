import Box from '@mui/material/Box';
import { keyframes } from '@emotion/react';
import { phraseTimeline, type PhraseStop } from './phrase-timeline';

export interface RotatingPhraseProps {
  phrases: readonly string[];
  intervalMs: number;
  color?: string;
}

const shownStyle = { opacity: 1, transform: 'none', visibility: 'visible' } as const;
const hiddenStyle = { opacity: 0, transform: 'translateY(0.25em)', visibility: 'hidden' } as const;

const keyframeOf = ({ percent, shown }: PhraseStop) => {
  const style = shown ? shownStyle : hiddenStyle;
  return `${percent.toFixed(4)}% { opacity: ${style.opacity}; transform: ${style.transform}; visibility: ${style.visibility}; }`;
};

/**
 * Shows one phrase at a time, the next every `intervalMs`, by CSS animations alone: the phrases turn
 * from the first paint, before and without scripts, and hydration has nothing to do here. All phrases
 * share one grid cell, so the space taken is always that of the longest one: the change never moves
 * the page (CLS). Visitors who prefer reduced motion see the first phrase only. Hidden from assistive
 * technology: the heading around it carries the full sentence for screen readers.
 */
export function RotatingPhrase({ phrases, intervalMs, color }: RotatingPhraseProps) {
  const timeline = phraseTimeline(phrases.length, intervalMs);
  const rotation = timeline && keyframes(timeline.stops.map(keyframeOf).join('\n'));
  return (
    <Box component="span" aria-hidden data-rotating-phrase sx={{ display: 'inline-grid', color }}>
      {phrases.map((phrase, index) => (
        <Box
          component="span"
          key={phrase}
          // One class (and one copy of the keyframes) for every phrase: only the delay is its own.
          style={timeline ? { animationDelay: `${timeline.delaysMs[index]}ms` } : undefined}
          sx={{
            gridArea: '1 / 1',
            ...hiddenStyle,
            '&:first-of-type': shownStyle,
            ...(timeline &&
              rotation && {
                animation: `${rotation} ${timeline.cycleMs}ms infinite both`,
                '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
              }),
          }}
        >
          {phrase}
        </Box>
      ))}
    </Box>
  );
}
