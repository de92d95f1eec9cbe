import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brandColors } from '@site/shared/theme';

export interface SectionHeadingProps {
  title: string;
  /** Short text above the title (a category, a kicker). */
  eyebrow?: string;
  subtitle?: string;
  /** Id of the heading element, for the section's aria-labelledby. */
  id?: string;
  /** Heading level. Default 2. */
  level?: 2 | 3;
  align?: 'center' | 'left';
  /** Sits on a dark (brand blue) background. */
  onDark?: boolean;
}

/** The title block that opens a section: optional eyebrow, heading with an orange rule, subtitle. */
export function SectionHeading({
  title,
  eyebrow,
  subtitle,
  id,
  level = 2,
  align = 'center',
  onDark = false,
}: SectionHeadingProps) {
  const centered = align === 'center';
  return (
    <Box sx={{ textAlign: align, maxWidth: centered ? 760 : 'none', mx: centered ? 'auto' : 0, mb: { xs: 4, md: 6 } }}>
      {eyebrow && (
        <Typography
          component="p"
          sx={{
            fontWeight: 700,
            fontSize: '0.85rem',
            letterSpacing: '0.12em',
            textTransform: 'uppercase',
            color: onDark ? brandColors.orange : brandColors.orangeText,
            mb: 1.5,
          }}
        >
          {eyebrow}
        </Typography>
      )}
      <Typography variant={level === 2 ? 'h2' : 'h3'} id={id} sx={{ color: onDark ? 'common.white' : brandColors.blue }}>
        {title}
      </Typography>
      <Box
        aria-hidden
        sx={{ width: 64, height: 4, borderRadius: 2, bgcolor: brandColors.orange, mt: 2, mx: centered ? 'auto' : 0 }}
      />
      {subtitle && (
        <Typography
          sx={{ mt: 2.5, fontSize: { xs: '1rem', md: '1.1rem' }, lineHeight: 1.7, color: onDark ? 'onDark.body' : 'text.secondary' }}
        >
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
