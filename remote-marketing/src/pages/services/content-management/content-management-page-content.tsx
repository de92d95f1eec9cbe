import Typography from '@mui/material/Typography';
import { paths } from '@site/shared/routes';
import { consultationCta } from '@site/shared/ui/cta-button';
import { ImageBeside } from '../../../sections/image-beside';
import { sectionOf, type MarketingPageContent } from '../../../sections/marketing-page';
import { FeatureGrid } from '../../../sections/feature-grid';
import { StatCards } from '../../../sections/stat-cards';
import { UseCaseGrid } from '../../../sections/use-case-grid';
import {
  benefits,
  contentCreationAreas,
  contentCreationImageData,
  contentHeroImage,
  pillars,
  plans,
} from './content-management-content';
import { PlanCards } from './plan-cards';

/** The content-creation service's pitch, beside its picture. */
const contentCreationPitch = (
  <>
    <Typography sx={{ color: 'text.secondary', lineHeight: 1.8, fontSize: '1.05rem' }}>
      Nuestro equipo de diseño convierte las solicitudes de tus áreas internas en piezas claras, atractivas y
      fieles a tu marca, listas para publicarse en tus pantallas. Tú envías la información; nosotros la
      transformamos en comunicación.
    </Typography>
    <Typography sx={{ mt: 2, color: 'text.secondary', lineHeight: 1.8, fontSize: '1.05rem' }}>
      Trabajamos con plantillas aprobadas por tu marca y plazos de entrega acordados, para que las áreas de
      RR.HH., administración y gerencia publiquen sin depender de una agencia.
    </Typography>
  </>
);

/** /servicios/gestion-contenidos (SPEC §2.8): the page, band by band; it ends on the content-creation offer, with no closing banner. */
export const contentManagementPage: MarketingPageContent = {
  seo: {
    title: 'Gestión de Contenidos',
    description:
      'Gestión de contenidos para redes de pantallas: planes LITE y PLUS con monitoreo 24x7, portal de soporte y conectividad independiente.',
    keywords: ['gestión de contenidos', 'señalización cloud', 'monitoreo de pantallas', 'digital signage', 'cloud computing'],
    path: paths.contentManagement,
    image: contentHeroImage.src,
  },
  hero: {
    eyebrow: 'Gestión de Contenidos',
    title: 'Tus Pantallas Siempre al Día, sin Esfuerzo',
    subtitle:
      'Programamos, publicamos y monitoreamos el contenido de toda tu red de pantallas desde la nube, para que cada mensaje llegue a tiempo y ninguna pantalla quede en negro.',
    image: contentHeroImage,
    actions: [consultationCta],
  },
  sections: [
    {
      kind: 'section',
      id: 'pilares',
      eyebrow: 'Nuestro servicio',
      title: 'Cuatro Pilares de Operación',
      subtitle: 'Lo que hace que una red de pantallas funcione todos los días, no solo el día de la inauguración.',
      content: sectionOf(FeatureGrid, { features: pillars }),
    },
    {
      kind: 'section',
      id: 'planes',
      background: 'surface',
      eyebrow: 'Planes',
      title: 'Elige el Plan para tu Red',
      subtitle: 'Dos formas de trabajar con nosotros, según cuánto quieras delegar.',
      content: <PlanCards plans={plans} />,
    },
    {
      kind: 'section',
      id: 'beneficios',
      eyebrow: 'Resultados',
      title: 'Beneficios de Delegar tus Contenidos',
      subtitle: 'Lo que ganan las empresas que dejan la operación de sus pantallas en manos de especialistas.',
      content: sectionOf(StatCards, { stats: benefits, columns: 4 }),
    },
    {
      kind: 'section',
      id: 'creacion-contenido',
      background: 'surface',
      eyebrow: 'Servicio adicional',
      title: 'Servicio de Creación de Contenido',
      content: (
        <>
          <ImageBeside image={contentCreationImageData} radius={4} shadow="imageStrong" gap={{ xs: 3, md: 6 }} mb={{ xs: 4, md: 6 }}>
            {contentCreationPitch}
          </ImageBeside>
          <UseCaseGrid useCases={contentCreationAreas} columns={3} />
        </>
      ),
      action: { label: 'Solicitar servicio de creación de contenido', to: paths.contactForm },
    },
  ],
};
