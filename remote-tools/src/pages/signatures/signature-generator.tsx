import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { TeamMember } from '@site/shared/cms';
import { SIGNATURE_TAGLINE, siteConfig } from '@site/shared/config';
import logoUrl from './assets/logo-nexo-digital.png';
import { CopySignaturePanel } from './copy-signature-panel';
import { MemberPicker } from './member-picker';
import { buildSignatureHtml } from './signature-html';
import { SignaturePreview } from './signature-preview';
import { TwoColumns } from '../../components/two-columns';

export interface SignatureGeneratorProps {
  /** The team as the CMS lists it: never empty (the page says so instead). */
  members: readonly [TeamMember, ...TeamMember[]];
  /** The page's own address: images in the signature are made absolute against it (null: on a server). */
  pageUrl: string | null;
}

/** Pick a person (the first at first), see their signature, copy its HTML (SPEC §2.19, §4). */
export function SignatureGenerator({ members, pageUrl }: SignatureGeneratorProps) {
  const [selectedId, setSelectedId] = useState(String(members[0].id));
  // A person unpublished meanwhile gives way to the first.
  const member = members.find((candidate) => String(candidate.id) === selectedId) ?? members[0];

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

  return (
    <TwoColumns columns="minmax(0, 5fr) minmax(0, 7fr)" gap={{ xs: 4, md: 6 }}>
      <Box component="section" aria-labelledby="member-picker-title">
        <Typography id="member-picker-title" variant="h2" sx={{ fontSize: '1.35rem', mb: 2 }}>
          1. Elige a la persona
        </Typography>
        <MemberPicker
          members={members}
          selectedId={String(member.id)}
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
  );
}
