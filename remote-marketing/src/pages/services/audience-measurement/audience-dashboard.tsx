import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brandColors } from '@site/shared/theme';
import { CardGrid } from '@site/shared/ui/card-grid';
import { bareList } from '@site/shared/ui/styles';

/** A measure of the dashboard (SPEC §2.10), with its precision and sample data. */
export interface AudienceMeasure {
  title: string;
  precision: string;
  description: string;
  breakdown: { label: string; share: number }[];
}

/**
 * A sample of the audience dashboard: the three measures with their
 * precision and a breakdown. Figures are text; bars only illustrate them.
 */
export function AudienceDashboard({ measures }: { measures: AudienceMeasure[] }) {
  return (
    <Box
      sx={{
        borderRadius: 5,
        overflow: 'hidden',
        bgcolor: 'dashboard.background',
        boxShadow: (theme) => theme.customShadows.dashboard,
        border: 1,
        borderColor: 'dashboard.border',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: { xs: 2.5, md: 4 }, py: 2, bgcolor: 'dashboard.bar', color: 'common.white' }}>
        <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'dashboard.live' }} />
        <Typography component="p" sx={{ fontWeight: 700 }}>
          Panel de audiencia
        </Typography>
        <Typography component="p" sx={{ ml: 'auto', fontSize: '0.85rem', color: 'onDark.muted' }}>
          Datos de ejemplo · últimas 24 horas
        </Typography>
      </Box>
      <CardGrid component="ul" columns={{ xs: 1, md: 3 }} gap={{ xs: 2, md: 3 }} sx={{ p: { xs: 2, md: 4 } }}>
        {measures.map((measure) => (
          <Box
            component="li"
            key={measure.title}
            sx={{ p: 3, borderRadius: 4, bgcolor: 'dashboard.card', border: 1, borderColor: 'dashboard.line', color: 'common.white' }}
          >
            <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}>
              <div>
                <Typography variant="h4" component="h3" sx={{ color: 'common.white', fontSize: '1.1rem' }}>
                  {measure.title}
                </Typography>
                <Typography sx={{ fontSize: '0.85rem', color: 'onDark.muted' }}>{measure.description}</Typography>
              </div>
              <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
                <Typography component="p" sx={{ fontSize: '1.8rem', fontWeight: 800, lineHeight: 1, color: brandColors.orange }}>
                  {measure.precision}
                </Typography>
                <Typography component="p" sx={{ fontSize: '0.75rem', color: 'onDark.muted' }}>
                  precisión
                </Typography>
              </Box>
            </Box>
            <Box component="ul" aria-label={measure.title} sx={{ ...bareList, mt: 3, display: 'grid', gap: 1.5 }}>
              {measure.breakdown.map((slice) => (
                <li key={slice.label}>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', fontSize: '0.9rem' }}>
                    <Box component="span" sx={{ color: 'onDark.secondary' }}>
                      {slice.label}
                    </Box>
                    <Box component="span" sx={{ fontWeight: 700 }}>
                      {slice.share}%
                    </Box>
                  </Box>
                  <Box aria-hidden sx={{ mt: 0.5, height: 8, borderRadius: 999, bgcolor: 'dashboard.line', overflow: 'hidden' }}>
                    <Box sx={{ width: `${slice.share}%`, height: '100%', borderRadius: 999, bgcolor: slice.share >= 30 ? brandColors.orange : 'dashboard.share' }} />
                  </Box>
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </CardGrid>
    </Box>
  );
}
