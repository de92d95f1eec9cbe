import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@site/shared/router';
import { siteConfig } from '@site/shared/config';
import { paths } from '@site/shared/routes';
import { BrandLogo } from '@site/shared/ui/brand-logo';
import { useMenuGroups } from '../navigation/menu-groups';
import { SocialLinks } from './social-links';
import { useContactDetails } from '../contact-details';
import { bareList, offFirstScreen } from '@site/shared/ui/styles';

const FOOTER_TAGLINE =
  'Todo se trata de vínculos: entre la audiencia y la marca, el usuario y la tecnología, el consultor y el cliente.';

export function SiteFooter() {
  const menuGroups = useMenuGroups();
  const { contactEmail, address, social } = useContactDetails();
  const year = new Date().getFullYear();
  return (
    <Box component="footer" {...offFirstScreen} sx={{ bgcolor: 'navy.footer', color: 'onDark.footerText', pt: { xs: 6, md: 8 }, pb: 4 }}>
      <Container maxWidth="xl">
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: '1.6fr repeat(5, 1fr)' },
          }}
        >
          <Box>
            <BrandLogo tone="light" />
            <Typography variant="body2" sx={{ mt: 2, maxWidth: 320, color: 'onDark.footer' }}>
              {FOOTER_TAGLINE}
            </Typography>
            <Box component="address" sx={{ fontStyle: 'normal', mt: 3 }}>
              <Typography variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
                Contacto
              </Typography>
              <Link href={`mailto:${contactEmail}`} color="inherit" variant="body2">
                {contactEmail}
              </Link>
              <Typography variant="body2" sx={{ mt: 0.5, color: 'onDark.footer' }}>
                {[address.street, address.locality, address.city].filter(Boolean).join(', ')}
              </Typography>
            </Box>
            <SocialLinks links={social} />
          </Box>
          {menuGroups.map((group) => (
            <Box component="nav" key={group.id} aria-label={`${group.label} (pie de página)`}>
              <Typography component="h2" sx={{ fontWeight: 800, fontSize: '1rem', mb: 1.5, color: 'common.white' }}>
                {group.label}
              </Typography>
              <Box component="ul" sx={{ ...bareList, display: 'grid', gap: 1 }}>
                {group.items.map((item) => (
                  <li key={item.href + item.title}>
                    <Link component={RouterLink} to={item.href} color="inherit" variant="body2">
                      {item.title}
                    </Link>
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
        <Box
          sx={{
            mt: 6,
            pt: 3,
            borderTop: 1,
            borderColor: 'onDark.divider',
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            columnGap: 3,
            rowGap: 1.5,
          }}
        >
          <Typography variant="body2" sx={{ color: 'onDark.footer' }}>
            © {year} {siteConfig.brandName}. Todos los derechos reservados.
          </Typography>
          {/* Law 21.719: the policy is one step from every page. */}
          <Link component={RouterLink} to={paths.privacy} color="inherit" variant="body2">
            Política de privacidad
          </Link>
        </Box>
      </Container>
    </Box>
  );
}
