import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { siteConfig } from '@site/shared/config';
import { paths } from '@site/shared/routes';
import { consultationCta } from '@site/shared/ui/cta-button';
import { ChatMockUp } from '../../../sections/chat-mock-up';
import { CheckList } from '../../../sections/check-list';
import { featuresBand } from '../../../sections/features-band';
import { sectionOf, type MarketingPageContent } from '../../../sections/marketing-page';
import { MediaSplit } from '../../../sections/media-split';
import { StatCards } from '../../../sections/stat-cards';
import { UseCaseGrid } from '../../../sections/use-case-grid';
import {
  commsHeroImage,
  dashboardGroups,
  dashboardStats,
  features,
  hrAssistantName,
  hrAssistantPoints,
  hrAssistantStats,
  hrChat,
  sectorUseCases,
  solutions,
} from './internal-communications-content';

/** /servicios/comunicaciones-internas (SPEC §2.13): the page, band by band. */
export const internalCommunicationsPage: MarketingPageContent = {
  seo: {
    title: 'Comunicaciones Internas',
    description:
      'Pantallas, contenidos y un asistente de RR.HH. con inteligencia artificial para que cada colaborador reciba la información que necesita, en todas tus sedes.',
    keywords: ['comunicaciones internas', 'comunicación corporativa', 'pantallas corporativas', 'automatización RR.HH.', 'digital signage'],
    path: paths.internalCommunications,
    image: commsHeroImage.src,
  },
  hero: {
    eyebrow: 'Comunicaciones Internas',
    title: 'Comunicación Interna que Llega a Todos',
    subtitle:
      'Pantallas, contenidos y automatización para que cada colaborador, en la oficina, la planta o la sucursal, sepa lo que pasa en tu empresa.',
    image: commsHeroImage,
    actions: [consultationCta],
  },
  sections: [
    {
      kind: 'section',
      id: 'dashboard',
      eyebrow: 'Plataforma',
      title: 'Dashboard de Comunicaciones',
      subtitle: 'Un solo panel para crear, programar y medir todo lo que se comunica en tus pantallas.',
      content: (
        <>
          <UseCaseGrid useCases={dashboardGroups} columns={3} />
          <Box sx={{ mt: { xs: 4, md: 6 } }}>
            <StatCards stats={dashboardStats} ariaLabel="Resultados del dashboard de comunicaciones" />
          </Box>
        </>
      ),
    },
    featuresBand('Herramientas pensadas para equipos de comunicaciones y RR.HH., no para técnicos.', features),
    {
      kind: 'own',
      content: sectionOf(MediaSplit, {
        id: 'asistente-rrhh',
        background: 'blue',
        eyebrow: siteConfig.assistantName,
        title: 'Asistente de Automatización para RR.HH.',
        media: (
          <ChatMockUp assistantName={hrAssistantName} messages={hrChat} ariaLabel="Conversación de ejemplo: solicitud de una carta de trabajo" />
        ),
        children: (
          <>
            <Typography sx={{ color: 'onDark.body', lineHeight: 1.8, fontSize: '1.05rem', mb: 3 }}>
              Tus colaboradores piden sus documentos y resuelven sus dudas por chat, a cualquier hora. El asistente consulta
              tus sistemas de RR.HH., genera el documento y lo entrega firmado, mientras tu equipo se dedica a las personas.
            </Typography>
            <CheckList items={hrAssistantPoints} onDark />
            <Box sx={{ mt: 4 }}>
              <StatCards stats={hrAssistantStats} onDark columns={2} ariaLabel="Resultados del asistente de RR.HH." />
            </Box>
          </>
        ),
      }),
    },
    {
      kind: 'section',
      id: 'soluciones',
      eyebrow: 'Soluciones',
      title: 'Nuestras Soluciones',
      subtitle: 'Dos caminos que se complementan: informar a todos y escuchar a cada uno.',
      content: sectionOf(UseCaseGrid, { useCases: solutions, columns: 2 }),
    },
    {
      kind: 'section',
      id: 'casos-de-uso',
      background: 'surface',
      eyebrow: 'Sectores',
      title: 'Casos de Uso',
      subtitle: 'Comunicación interna adaptada a la realidad de cada industria.',
      content: sectionOf(UseCaseGrid, { useCases: sectorUseCases }),
    },
  ],
  closing: {
    title: 'Conecta a Todo tu Equipo',
    text: 'Te ayudamos a diseñar la red de pantallas y los contenidos que tu organización necesita para estar informada y motivada.',
  },
};
