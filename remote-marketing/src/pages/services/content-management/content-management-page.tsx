import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paths } from '@site/shared/routes';
import { consultationCta, CtaButton } from '@site/shared/ui/cta-button';
import { FeatureGrid } from '../../../sections/feature-grid';
import { PageHero } from '../../../sections/page-hero';
import { PageSection } from '../../../sections/page-section';
import { SectionImg } from '../../../sections/section-image';
import { StatCards } from '../../../sections/stat-cards';
import { UseCaseGrid } from '../../../sections/use-case-grid';
import { Seo } from '@site/shared/seo';
import {
  benefits,
  contentCreationAreas,
  contentCreationImageData,
  contentHeroImage,
  pillars,
  plans,
} from './content-management-content';
import { PlanCards } from './plan-cards';

/** /servicios/gestion-contenidos (SPEC §2.8). */
export default function ContentManagementPage() {
  return (
    <>
      <Seo
        title="Gestión de Contenidos"
        description="Gestión de contenidos para redes de pantallas: planes LITE y PLUS con monitoreo 24x7, portal de soporte y conectividad independiente."
        keywords={['gestión de contenidos', 'señalización cloud', 'monitoreo de pantallas', 'digital signage', 'cloud computing']}
        path={paths.contentManagement}
        image={contentHeroImage.src}
      />
      <PageHero
        eyebrow="Gestión de Contenidos"
        title="Tus Pantallas Siempre al Día, sin Esfuerzo"
        subtitle="Programamos, publicamos y monitoreamos el contenido de toda tu red de pantallas desde la nube, para que cada mensaje llegue a tiempo y ninguna pantalla quede en negro."
        image={contentHeroImage}
        actions={[consultationCta]}
      />
      <PageSection
        id="pilares"
        eyebrow="Nuestro servicio"
        title="Cuatro Pilares de Operación"
        subtitle="Lo que hace que una red de pantallas funcione todos los días, no solo el día de la inauguración."
      >
        <FeatureGrid features={pillars} />
      </PageSection>
      <PageSection
        id="planes"
        background="surface"
        eyebrow="Planes"
        title="Elige el Plan para tu Red"
        subtitle="Dos formas de trabajar con nosotros, según cuánto quieras delegar."
      >
        <PlanCards plans={plans} />
      </PageSection>
      <PageSection
        id="beneficios"
        eyebrow="Resultados"
        title="Beneficios de Delegar tus Contenidos"
        subtitle="Lo que ganan las empresas que dejan la operación de sus pantallas en manos de especialistas."
      >
        <StatCards stats={benefits} columns={4} />
      </PageSection>
      <PageSection
        id="creacion-contenido"
        background="surface"
        eyebrow="Servicio adicional"
        title="Servicio de Creación de Contenido"
      >
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 6 },
            alignItems: 'center',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            mb: { xs: 4, md: 6 },
          }}
        >
          <SectionImg
            image={contentCreationImageData}
            sx={{ width: '100%', borderRadius: 4, boxShadow: (theme) => theme.customShadows.imageStrong }}
          />
          <div>
            <Typography sx={{ color: 'text.secondary', lineHeight: 1.8, fontSize: '1.05rem' }}>
              Nuestro equipo de diseño convierte las solicitudes de tus áreas internas en piezas claras, atractivas y
              fieles a tu marca, listas para publicarse en tus pantallas. Tú envías la información; nosotros la
              transformamos en comunicación.
            </Typography>
            <Typography sx={{ mt: 2, color: 'text.secondary', lineHeight: 1.8, fontSize: '1.05rem' }}>
              Trabajamos con plantillas aprobadas por tu marca y plazos de entrega acordados, para que las áreas de
              RR.HH., administración y gerencia publiquen sin depender de una agencia.
            </Typography>
          </div>
        </Box>
        <UseCaseGrid useCases={contentCreationAreas} columns={3} />
        <Box sx={{ mt: 5, textAlign: 'center' }}>
          <CtaButton action={{ label: 'Solicitar servicio de creación de contenido', to: paths.contactForm }} />
        </Box>
      </PageSection>
    </>
  );
}
