import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { Material } from '@site/shared/cms';
import { safeHref } from '@site/shared/text/safe-href';
import { ListCard } from '../../components/list-card';
import { newTabLabel, newTabLink } from '@site/shared/ui/new-tab';

/** This category's badge has its own colour (SPEC §2.20). */
export const CUSTOMER_EXPERIENCE = 'Experiencia al Cliente';

export function MaterialCard({ material }: { material: Material }) {
  const titleId = `material-${material.id}`;
  // The file's address comes from the CMS: linked only when it is a safe one.
  const downloadHref = safeHref(material.file?.url);
  return (
    <ListCard titleId={titleId} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: { xs: 3, md: 4 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {material.categories.map((category) => (
          <Chip
            key={category.id}
            label={category.name}
            size="small"
            color={category.name === CUSTOMER_EXPERIENCE ? 'secondary' : 'primary'}
            variant={category.name === CUSTOMER_EXPERIENCE ? 'filled' : 'outlined'}
            sx={{ fontWeight: 600 }}
          />
        ))}
      </Box>
      <Typography variant="h2" id={titleId} sx={{ fontSize: '1.3rem' }}>
        {material.title}
      </Typography>
      {material.description && (
        <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
          {material.description}
        </Typography>
      )}
      {downloadHref && (
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <Button
            href={downloadHref}
            {...newTabLink}
            variant="contained"
            startIcon={<FileDownloadOutlined />}
            aria-label={newTabLabel(`Descargar Brief: ${material.title}`)}
          >
            Descargar Brief
          </Button>
        </Box>
      )}
    </ListCard>
  );
}
