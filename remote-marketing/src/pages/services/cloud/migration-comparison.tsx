import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brandColors } from '@site/shared/theme';

/** The 'why migrate' comparison: the same concern, on premises and in the cloud. */
export interface ComparisonRow {
  topic: string;
  onPremises: string;
  cloud: string;
}

const columns = [
  { key: 'onPremises', title: 'Infraestructura Tradicional', positive: false },
  { key: 'cloud', title: 'En la Nube', positive: true },
] as const;

/** 'Why migrate': the same topics on premises and in the cloud, as two lists (stacked on phones). */
export function MigrationComparison({ rows }: { rows: ComparisonRow[] }) {
  return (
    <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
      {columns.map((column) => (
        <Box
          key={column.key}
          sx={{
            p: { xs: 3, md: 4 },
            borderRadius: 5,
            bgcolor: column.positive ? brandColors.blue : 'background.paper',
            color: column.positive ? 'common.white' : 'text.primary',
            border: column.positive ? 'none' : 1,
            borderColor: 'border.main',
            boxShadow: (theme) => column.positive ? theme.customShadows.banner : 'none',
          }}
        >
          <Typography variant="h3" sx={{ mb: 3, color: column.positive ? 'common.white' : brandColors.grey }}>
            {column.title}
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2.5 }}>
            {rows.map((row) => (
              <div key={row.topic}>
                <Box component="dt" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', fontWeight: 700 }}>
                  {column.positive ? (
                    <CheckCircleRounded aria-hidden sx={{ color: brandColors.orange }} />
                  ) : (
                    <CancelOutlined aria-hidden sx={{ color: 'indicator.negative' }} />
                  )}
                  {row.topic}
                </Box>
                <Box component="dd" sx={{ m: 0, mt: 0.5, pl: 4.5, lineHeight: 1.6, color: column.positive ? 'onDark.body' : 'text.secondary' }}>
                  {row[column.key]}
                </Box>
              </div>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
