import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { brandColors } from '@site/shared/theme';
import { consultationCta, CtaButton, type CtaLink } from '@site/shared/ui/cta-button';

export interface ClosingBannerProps {
  title: string;
  text: string;
  /** Default: 'Solicitar una consultoría' to /contacto#contact-form. */
  action?: CtaLink;
  /** Section id; its heading gets `${id}-titulo`. Default 'cierre'. */
  id?: string;
}

/** The band that closes a page: a last invitation to talk to an advisor. */
export function ClosingBanner({ title, text, action = consultationCta, id = 'cierre' }: ClosingBannerProps) {
  const headingId = `${id}-titulo`;
  return (
    <Box component="section" id={id} aria-labelledby={headingId} sx={{ py: { xs: 6, md: 9 }, px: { xs: 2, sm: 3 } }}>
      <Container
        maxWidth="lg"
        sx={{
          position: 'relative',
          overflow: 'hidden',
          textAlign: 'center',
          color: 'common.white',
          borderRadius: { xs: 4, md: 6 },
          py: { xs: 6, md: 8 },
          px: { xs: 3, md: 8 },
          background: (theme) => theme.gradients.closingBanner,
          boxShadow: (theme) => theme.customShadows.banner,
        }}
      >
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            width: 320,
            height: 320,
            borderRadius: '50%',
            right: -120,
            top: -160,
            border: `28px solid ${brandColors.orange}`,
            opacity: 0.35,
          }}
        />
        <Box sx={{ position: 'relative' }}>
          <Typography variant="h2" id={headingId} sx={{ color: 'common.white', mb: 2, textWrap: 'balance' }}>
            {title}
          </Typography>
          <Typography sx={{ maxWidth: 680, mx: 'auto', mb: 4, fontSize: { xs: '1rem', md: '1.15rem' }, lineHeight: 1.7, color: 'onDark.body' }}>
            {text}
          </Typography>
          <CtaButton action={action} onDark />
        </Box>
      </Container>
    </Box>
  );
}
