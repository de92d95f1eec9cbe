import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keyframes } from '@emotion/react';
import { useRotatingIndex } from '@site/shared/motion/use-auto-advance';
import { usePrefersReducedMotion } from '@site/shared/motion/use-prefers-reduced-motion';
import { brandColors } from '@site/shared/theme';
import { cardSurface } from '../../components/card-surface';
import { bareList } from '@site/shared/ui/styles';
import type { SectionIcon } from '../../sections/section-icons';

const bounce = keyframes`
  0%, 100% { transform: translateY(0) scale(1.12); }
  40% { transform: translateY(-12px) scale(1.18); }
  70% { transform: translateY(0) scale(1.1); }
`;

/** A face of the satisfaction index: its answer and the share of visitors who gave it. */
export interface SatisfactionFace {
  label: string;
  share: string;
  icon: SectionIcon;
  color: string;
}

export interface SatisfactionIndexProps {
  title: string;
  caption: string;
  faces: SatisfactionFace[];
  intervalMs: number;
  bounceMs: number;
}

/**
 * Three faces with their share of answers (SPEC §2.5). The highlighted face
 * moves to the next one every `intervalMs` with a short bounce; visitors who
 * prefer reduced motion see the first face highlighted, still.
 */
export function SatisfactionIndex({ title, caption, faces, intervalMs, bounceMs }: SatisfactionIndexProps) {
  const highlighted = useRotatingIndex(faces.length, intervalMs);
  const reducedMotion = usePrefersReducedMotion();
  return (
    <Box
      component="figure"
      aria-labelledby="indice-satisfaccion-titulo"
      sx={{
        ...cardSurface(5, 'cardWide'),
        m: 0,
        p: { xs: 3, md: 5 },
        textAlign: 'center',
      }}
    >
      <Typography variant="h3" id="indice-satisfaccion-titulo" sx={{ color: brandColors.blue, mb: 4 }}>
        {title}
      </Typography>
      <Box
        component="ul"
        sx={{
          ...bareList,
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          gap: { xs: 1, sm: 3 },
        }}
      >
        {faces.map((face, index) => {
          const Icon = face.icon;
          const active = index === highlighted;
          return (
            <Box component="li" key={face.label} data-highlighted={active || undefined} sx={{ display: 'grid', justifyItems: 'center', gap: 1 }}>
              <Box
                aria-hidden
                sx={{
                  display: 'grid',
                  placeItems: 'center',
                  width: { xs: 72, sm: 96 },
                  height: { xs: 72, sm: 96 },
                  borderRadius: '50%',
                  color: active ? 'common.white' : face.color,
                  bgcolor: active ? face.color : `color-mix(in srgb, ${face.color} 10%, transparent)`,
                  boxShadow: active ? `0 12px 28px color-mix(in srgb, ${face.color} 40%, transparent)` : 'none',
                  transform: active ? 'scale(1.12)' : 'none',
                  transition: reducedMotion ? 'none' : 'background-color 300ms, color 300ms, box-shadow 300ms',
                  animation: active && !reducedMotion ? `${bounce} ${bounceMs}ms ease-out` : 'none',
                }}
              >
                <Icon sx={{ fontSize: { xs: 44, sm: 58 } }} />
              </Box>
              <Typography component="span" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, fontWeight: 800, color: brandColors.ink }}>
                {face.share}
              </Typography>
              <Typography component="span" sx={{ fontWeight: 600, color: 'text.secondary', fontSize: { xs: '0.85rem', sm: '1rem' } }}>
                {face.label}
              </Typography>
            </Box>
          );
        })}
      </Box>
      <Typography component="figcaption" sx={{ mt: 3, color: 'text.secondary', fontSize: '0.9rem' }}>
        {caption}
      </Typography>
    </Box>
  );
}
