import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from '@site/shared/router';
import { SIGNATURE_TAGLINE, siteConfig } from '@site/shared/config';
import { paths } from '@site/shared/routes';
import { Seo } from '@site/shared/seo';
import { brandColors } from '@site/shared/theme';
import logoUrl from './assets/logo-nexo-digital.png';
import { CopySignaturePanel } from './copy-signature-panel';
import { MemberPicker } from './member-picker';
import { buildSignatureHtml } from './signature-html';
import { SignaturePreview } from './signature-preview';
import { teamMembers } from './team-members';
import { usePageUrl } from './use-page-url';
import { TwoColumns } from '../../components/two-columns';

/** Staff pick their name and copy a ready-made e-mail signature (SPEC §2.19). */
export default function SignaturesPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const pageUrl = usePageUrl();
  const [selectedId, setSelectedId] = useState(teamMembers[0].id);
  const member = teamMembers.find((candidate) => candidate.id === selectedId) ?? teamMembers[0];

  const html = useMemo(
    () =>
      buildSignatureHtml(member, {
        brandName: siteConfig.brandName,
        websiteUrl: siteConfig.websiteUrl,
        logoUrl,
        tagline: SIGNATURE_TAGLINE,
        baseUrl: pageUrl,
      }),
    [member, pageUrl],
  );

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

        <TwoColumns columns="minmax(0, 5fr) minmax(0, 7fr)" gap={{ xs: 4, md: 6 }}>
          <Box component="section" aria-labelledby="member-picker-title">
            <Typography id="member-picker-title" variant="h2" sx={{ fontSize: '1.35rem', mb: 2 }}>
              1. Elige a la persona
            </Typography>
            <MemberPicker
              members={teamMembers}
              selectedId={member.id}
              onSelect={setSelectedId}
              labelledBy="member-picker-title"
            />
          </Box>

          <Box component="section" aria-labelledby="signature-preview-title" sx={{ display: 'grid', gap: 2.5 }}>
            <Typography id="signature-preview-title" variant="h2" sx={{ fontSize: '1.35rem' }}>
              2. Revisa y copia tu firma
            </Typography>
            <SignaturePreview html={html} label={`Vista previa de la firma de ${member.name}`} />
            <CopySignaturePanel html={html} />
            <Alert severity="info">
              Pega el código HTML en la configuración de firma de tu cliente de correo. En Gmail: Configuración → Ver
              todos los ajustes → Firma. En Outlook: Configuración → Cuentas → Firmas.
            </Alert>
          </Box>
        </TwoColumns>
      </Container>
    </>
  );
}
