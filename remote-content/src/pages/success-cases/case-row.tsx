import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import type { SuccessCase } from '@site/shared/cms';
import { Link as RouterLink } from '@site/shared/router';
import { successCasePath } from '@site/shared/routes';
import { CmsImage } from '@site/shared/ui/cms-image';
import { HALF_COLUMN_SIZES } from '../../components/image-sizes';
import type { SuccessCaseState } from '../success-case/success-case-state';

interface CaseRowProps {
  successCase: SuccessCase;
  /** Odd rows put the image on the right (SPEC §2.17). */
  imageRight: boolean;
  priority: boolean;
}

export function CaseRow({ successCase, imageRight, priority }: CaseRowProps) {
  const titleId = `caso-${successCase.id}`;
  // The detail page uses this instead of asking the CMS again (SPEC §4).
  const state: SuccessCaseState = { successCase };
  return (
    <Box
      component="article"
      aria-labelledby={titleId}
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 6 },
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
      }}
    >
      <Box sx={{ order: { md: imageRight ? 2 : 1 }, borderRadius: 4, overflow: 'hidden', lineHeight: 0 }}>
        <CmsImage media={successCase.image} sizes={HALF_COLUMN_SIZES} width={1200} height={800} priority={priority} />
      </Box>
      <Box sx={{ order: { md: imageRight ? 1 : 2 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          {successCase.categories.map((category) => (
            <Chip key={category.id} label={category.name} size="small" color="primary" variant="outlined" />
          ))}
        </Box>
        {successCase.highlight && (
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, mb: 1.5 }}>
            {successCase.highlight.number !== null && (
              <Typography component="span" sx={{ fontSize: '2.5rem', fontWeight: 800, color: 'secondary.dark', lineHeight: 1 }}>
                +{successCase.highlight.number}
              </Typography>
            )}
            <Typography component="span" sx={{ fontWeight: 600, color: 'text.secondary' }}>
              {successCase.highlight.text}
            </Typography>
          </Box>
        )}
        <Typography variant="h2" id={titleId} sx={{ fontSize: 'clamp(1.4rem, 2.6vw, 1.9rem)' }}>
          {successCase.title}
        </Typography>
        {successCase.company && (
          <Typography sx={{ mt: 1, fontWeight: 700, color: 'primary.main' }}>{successCase.company}</Typography>
        )}
        {successCase.description && (
          <Typography color="text.secondary" sx={{ mt: 2, lineHeight: 1.7 }}>
            {successCase.description}
          </Typography>
        )}
        <Button
          component={RouterLink}
          to={successCasePath(successCase.id)}
          state={state}
          endIcon={<ArrowForward />}
          sx={{ mt: 3, ml: -1.5 }}
          aria-label={`Ver caso completo: ${successCase.title}`}
        >
          Ver caso completo
        </Button>
      </Box>
    </Box>
  );
}
