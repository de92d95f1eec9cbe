import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate } from '@site/shared/router';
import { useTeamMembers, type TeamMember } from '@site/shared/cms';
import { siteConfig } from '@site/shared/config';
import { paths } from '@site/shared/routes';
import { Seo } from '@site/shared/seo';
import { brandColors } from '@site/shared/theme';
import { EmptyState, LoadingState } from '@site/shared/ui/content-states';
import { SignatureGenerator } from './signature-generator';
import { usePageUrl } from './use-page-url';

const hasSomeone = (members: TeamMember[]): members is [TeamMember, ...TeamMember[]] => members.length > 0;

/** Staff pick their name and copy a ready-made e-mail signature (SPEC §2.19); the team is the CMS's. */
export default function SignaturesPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const pageUrl = usePageUrl();
  const team = useTeamMembers();

  // The first entry of a session has no page of ours behind it.
  const goBack = () => void (location.key === 'default' ? navigate(paths.aboutUs) : navigate(-1));

  return (
    <>
      <Seo
        title="Generador de Firmas"
        description={`Firmas de correo del equipo de ${siteConfig.brandName}.`}
        path={paths.signatures}
      />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Button startIcon={<ArrowBackRounded />} onClick={goBack} sx={{ mb: 3, ml: -1 }}>
          Volver
        </Button>
        <Typography variant="h1" sx={{ color: brandColors.blue, mb: 1.5 }}>
          Generador de Firmas
        </Typography>
        <Typography sx={{ fontSize: '1.1rem', color: 'text.secondary', maxWidth: 720, mb: { xs: 4, md: 6 } }}>
          Elige tu nombre, revisa la vista previa y copia el código HTML de tu firma de correo con la imagen de{' '}
          {siteConfig.brandName}.
        </Typography>

        {team.isLoading ? (
          <LoadingState label="Cargando el equipo…" />
        ) : hasSomeone(team.items) ? (
          <SignatureGenerator members={team.items} pageUrl={pageUrl} />
        ) : team.failed ? (
          <EmptyState>No pudimos cargar al equipo en este momento. Vuelve a intentarlo en unos minutos.</EmptyState>
        ) : (
          <EmptyState>
            Todavía no hay personas publicadas en el equipo. Cuando marketing agregue la tuya en el CMS, aparecerá aquí.
          </EmptyState>
        )}
      </Container>
    </>
  );
}
