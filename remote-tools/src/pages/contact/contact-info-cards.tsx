import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useSiteSettings } from '@site/shared/cms/site-settings';
import { contactDetailsOf } from '@site/shared/config/contact-details';
import { brandColors } from '@site/shared/theme';

interface InfoCardProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

function InfoCard({ icon, title, children }: InfoCardProps) {
  return (
    <Box
      component="section"
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
        p: 3,
        borderRadius: 3,
        bgcolor: brandColors.surface,
        borderLeft: `4px solid ${brandColors.orange}`,
      }}
    >
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
          width: 48,
          height: 48,
          borderRadius: '50%',
          bgcolor: brandColors.blue,
          color: 'common.white',
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
          {title}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}

/** The cards beside the form: a general e-mail (the one the footer shows: the CMS's, else the site's) and where we are. */
export function ContactInfoCards() {
  const { contactEmail } = contactDetailsOf(useSiteSettings());
  return (
    <Box component="aside" aria-label="Otras formas de contacto" sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
      <InfoCard icon={<EmailOutlined />} title="Escríbenos">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          Para consultas generales
        </Typography>
        <Link href={`mailto:${contactEmail}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {contactEmail}
        </Link>
      </InfoCard>
      <InfoCard icon={<PlaceOutlined />} title="Ubicación">
        <Typography sx={{ fontWeight: 600 }}>Santiago, Chile</Typography>
        <Typography variant="body2" color="text.secondary">
          Atendemos proyectos en todo el país.
        </Typography>
      </InfoCard>
    </Box>
  );
}
