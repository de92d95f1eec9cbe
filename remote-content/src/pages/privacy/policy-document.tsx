import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { fillPrivacyPlaceholders, requestDeadlineText, type PrivacyPolicy } from '@site/shared/cms';
import type { ContactDetails } from '@site/shared/config/contact-details';
import { paths } from '@site/shared/routes';
import { urlSlug } from '@site/shared/text/url-slug';
import { CtaButton } from '@site/shared/ui/cta-button';
import { bareList } from '@site/shared/ui/styles';
import { Suspense, type ReactNode } from 'react';
import { StaticContent } from '@site/shared/ui/static-content';
import { LazyMarkdownContent } from '../../components/static-markdown';

/** A section of the policy with the id its entry in the index links to. */
interface AnchoredSection {
  id: string;
  heading: string;
  body: string;
}

/** Each section's anchor: its heading as an address, numbered when two read the same. */
export function anchoredSections(policy: PrivacyPolicy): AnchoredSection[] {
  const used = new Set<string>();
  return policy.sections.map((section, index) => {
    const base = urlSlug(section.heading) || `seccion-${index + 1}`;
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    return { id, heading: section.heading, body: fillPrivacyPlaceholders(section.body, policy, { markdown: true }) };
  });
}

const boxSx = { borderRadius: 4, border: '1px solid', borderColor: 'border.light', bgcolor: 'surface.tint', p: { xs: 2.5, sm: 3 } } as const;

/** Who is responsible for the data and how to reach them: the policy's company, RUT and e-mail, the site's address. */
function ControllerBox({ policy, contact }: { policy: PrivacyPolicy; contact: ContactDetails }) {
  const { street, locality, city } = contact.address;
  const rows: Array<[string, ReactNode]> = [
    ['Razón social', policy.controllerName],
    ...(policy.controllerTaxId ? [['RUT', policy.controllerTaxId] as [string, ReactNode]] : []),
    ['Domicilio', [street, locality, city].filter(Boolean).join(', ')],
    [
      'Correo de privacidad',
      <Link key="correo" href={`mailto:${policy.privacyEmail}`} underline="always" sx={{ overflowWrap: 'anywhere' }}>
        {policy.privacyEmail}
      </Link>,
    ],
  ];
  return (
    <Box component="section" aria-labelledby="responsable-titulo" sx={boxSx}>
      <Typography id="responsable-titulo" component="h2" sx={{ fontWeight: 800, fontSize: '1.1rem', mb: 2 }}>
        Responsable del tratamiento
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Typography>
          </div>
        ))}
      </Box>
    </Box>
  );
}

/** The index of the sections: links to their anchors on this page. */
function SectionIndex({ sections }: { sections: AnchoredSection[] }) {
  if (sections.length === 0) return null;
  return (
    <Box component="nav" aria-label="Contenido de la política" sx={{ ...boxSx, bgcolor: 'background.paper', display: { xs: 'none', md: 'block' } }}>
      <Typography component="h2" sx={{ fontWeight: 800, fontSize: '1rem', mb: 1.5 }}>
        En esta página
      </Typography>
      <Box component="ol" sx={{ ...bareList, display: 'grid', gap: 1 }}>
        {sections.map((section) => (
          <li key={section.id}>
            <Link href={`#${section.id}`} variant="body2" underline="hover">
              {section.heading}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** Where a person goes to exercise their rights: the request form, or the privacy e-mail (in the policy's own «usted»). */
function RightsBox({ policy }: { policy: PrivacyPolicy }) {
  return (
    <Box
      component="section"
      aria-labelledby="derechos-titulo"
      sx={{ borderRadius: 4, bgcolor: 'primary.main', color: 'common.white', p: { xs: 3, sm: 4 }, mt: { xs: 5, md: 7 } }}
    >
      <Typography id="derechos-titulo" variant="h2" sx={{ fontSize: 'clamp(1.35rem, 2.6vw, 1.75rem)' }}>
        Cómo ejercer sus derechos
      </Typography>
      <Typography sx={{ mt: 1.5, mb: 3, color: 'onDark.secondary', maxWidth: 620, lineHeight: 1.7 }}>
        Puede pedir acceso, rectificación, supresión, oposición, portabilidad o bloqueo de sus datos personales. Le
        responderemos dentro de {requestDeadlineText(policy.requestDeadlineDays)} desde que confirme su solicitud.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <CtaButton action={{ label: 'Ejercer mis derechos', to: paths.privacyRequest }} onDark />
        <Typography variant="body2" sx={{ color: 'onDark.secondary' }}>
          o escríbanos a{' '}
          <Link href={`mailto:${policy.privacyEmail}`} color="inherit" underline="always" sx={{ overflowWrap: 'anywhere' }}>
            {policy.privacyEmail}
          </Link>
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * The published policy: who is responsible, the intro and the sections (the editors' Markdown, with its
 * placeholders filled), and how to exercise one's rights. Links and text only: hydration adopts it as the
 * server drew it, and neither react-markdown's code nor its parsing reach a first load.
 */
export function PolicyDocument({ policy, contact }: { policy: PrivacyPolicy; contact: ContactDetails }) {
  return (
    <StaticContent onFirstScreen>
      <Suspense fallback={null}>
        <PolicyLayout policy={policy} contact={contact} />
      </Suspense>
    </StaticContent>
  );
}

function PolicyLayout({ policy, contact }: { policy: PrivacyPolicy; contact: ContactDetails }) {
  const sections = anchoredSections(policy);
  const intro = fillPrivacyPlaceholders(policy.intro, policy, { markdown: true });
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 4, md: 6 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' },
        alignItems: 'start',
      }}
    >
      <Box
        component="aside"
        aria-label="Responsable y contenido"
        sx={{ gridColumn: { md: 2 }, gridRow: { md: 1 }, display: 'grid', gap: 3 }}
      >
        <ControllerBox policy={policy} contact={contact} />
        <SectionIndex sections={sections} />
      </Box>
      <Box sx={{ gridColumn: { md: 1 }, gridRow: { md: 1 }, minWidth: 0 }}>
        {intro && <LazyMarkdownContent>{intro}</LazyMarkdownContent>}
        {sections.map((section) => (
          <Box component="section" key={section.id} aria-labelledby={section.id} sx={{ mt: { xs: 4, md: 5 }, scrollMarginTop: 96 }}>
            <Typography id={section.id} variant="h2" sx={{ fontSize: 'clamp(1.35rem, 2.6vw, 1.75rem)', mb: 2, scrollMarginTop: 96 }}>
              {section.heading}
            </Typography>
            <LazyMarkdownContent>{section.body}</LazyMarkdownContent>
          </Box>
        ))}
        <RightsBox policy={policy} />
      </Box>
    </Box>
  );
}
