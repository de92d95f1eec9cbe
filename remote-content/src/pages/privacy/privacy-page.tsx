import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { spanishDate, usePrivacyPolicy, useSiteSettings } from '@site/shared/cms';
import { siteConfig } from '@site/shared/config';
import { contactDetailsOf } from '@site/shared/config/contact-details';
import { paths } from '@site/shared/routes';
import { Seo } from '@site/shared/seo';
import { EmptyState, LoadingState } from '@site/shared/ui/content-states';
import { PageHeader } from '@site/shared/ui/page-header';
import { StaticContent } from '@site/shared/ui/static-content';
import { PolicyDocument } from './policy-document';

/** The page's heading while the policy is not there (loading, or the CMS could not answer). */
const DEFAULT_TITLE = 'Política de privacidad';
const DESCRIPTION = `Cómo ${siteConfig.brandName} trata los datos personales que recibe por este sitio: responsable, finalidades, base legal, encargados, conservación, cookies y cómo ejercer tus derechos.`;

/** /privacidad: the privacy policy as published in the CMS (issue 40), its version and date, and the way to exercise one's rights. */
export default function PrivacyPage() {
  const { item: policy, isLoading, failed, retry } = usePrivacyPolicy();
  const contact = contactDetailsOf(useSiteSettings());

  if (isLoading || !policy) {
    return (
      <>
        <Seo title={DEFAULT_TITLE} description={DESCRIPTION} path={paths.privacy} />
        <StaticContent onFirstScreen>
          <PageHeader title={DEFAULT_TITLE} />
        </StaticContent>
        <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
          {isLoading ? (
            <LoadingState label="Cargando la política de privacidad…" />
          ) : (
            // SPEC §8: the read is logged (the data layer's warning) and the page says so, never a blank or a crash.
            <EmptyState
              action={
                <Box sx={{ display: 'grid', justifyItems: 'center', gap: 2 }}>
                  <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
                    Si tienes una consulta sobre tus datos personales, escríbenos a{' '}
                    <Link href={`mailto:${contact.contactEmail}`} underline="always" sx={{ overflowWrap: 'anywhere' }}>
                      {contact.contactEmail}
                    </Link>
                    .
                  </Typography>
                  {failed && (
                    <Button variant="outlined" onClick={retry}>
                      Reintentar
                    </Button>
                  )}
                </Box>
              }
            >
              {failed
                ? 'No pudimos cargar la política de privacidad en este momento. Inténtalo de nuevo en unos minutos.'
                : 'La política de privacidad se está actualizando y volverá a estar disponible en breve.'}
            </EmptyState>
          )}
        </Container>
      </>
    );
  }

  return (
    <>
      <Seo title={policy.title} description={DESCRIPTION} path={paths.privacy} />
      <StaticContent onFirstScreen>
        <PageHeader title={policy.title} text={`Versión ${policy.version} · vigente desde ${spanishDate(policy.effectiveDate)}`} />
      </StaticContent>
      <Container maxWidth="lg" component="article" aria-label={policy.title} sx={{ py: { xs: 5, md: 8 } }}>
        <PolicyDocument policy={policy} contact={contact} />
      </Container>
    </>
  );
}
