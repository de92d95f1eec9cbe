import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paths } from '@site/shared/routes';
import { BenefitList } from '../../../sections/benefit-list';
import { ClosingBanner } from '../../../sections/closing-banner';
import { CtaButton } from '@site/shared/ui/cta-button';
import { FeatureGrid } from '../../../sections/feature-grid';
import { PageHero } from '../../../sections/page-hero';
import { PageSection } from '../../../sections/page-section';
import { UseCaseGrid } from '../../../sections/use-case-grid';
import { Seo } from '@site/shared/seo';
import {
  cloudBenefits,
  cloudDescription,
  cloudHeroImage,
  cloudKeywords,
  cloudServices,
  cloudTitle,
  comparison,
  databaseEngines,
  databaseOfferings,
  migrationStrategies,
} from './cloud-content';
import { DatabaseOfferings } from './database-offerings';
import { MigrationComparison } from './migration-comparison';
import { CardGrid } from '@site/shared/ui/card-grid';

/** /servicios/cloud (SPEC §2.11): seven sections, then the footer. */
export default function CloudPage() {
  return (
    <>
      <Seo title={cloudTitle} description={cloudDescription} keywords={cloudKeywords} path={paths.cloud} image={cloudHeroImage.src} />
      <PageHero
        eyebrow="Cloud Services"
        title={cloudTitle}
        subtitle="Llevamos tus aplicaciones y datos a la nube con una estrategia clara, sin detener tu operación, y te acompañamos después para que rinda y cueste lo justo."
        image={cloudHeroImage}
        actions={[{ label: 'Solicitar Consultoría', to: paths.contactForm }]}
      />
      <PageSection
        id="servicios-cloud"
        eyebrow="Qué hacemos"
        title="Servicios Cloud"
        subtitle="Un equipo certificado que cubre todo el ciclo: desde el diseño hasta la operación diaria."
      >
        <FeatureGrid features={cloudServices} columns={3} />
      </PageSection>
      <PageSection
        id="por-que-migrar"
        background="surface"
        eyebrow="Comparativa"
        title="¿Por Qué Migrar a la Nube?"
        subtitle="Lo que cambia para tu empresa cuando dejas atrás el datacenter propio."
      >
        <MigrationComparison rows={comparison} />
        <Box sx={{ mt: 5, textAlign: 'center' }}>
          <CtaButton action={{ label: 'Iniciar Migración', to: paths.contactForm }} />
        </Box>
      </PageSection>
      <PageSection
        id="estrategias"
        eyebrow="Metodología"
        title="Estrategias de Migración"
        subtitle="No todas las aplicaciones se migran igual: evaluamos cada una y elegimos la estrategia que mejor equilibra plazo, costo y beneficio."
      >
        <UseCaseGrid useCases={migrationStrategies} columns={3} />
      </PageSection>
      <PageSection id="beneficios" background="surface" eyebrow="Resultados" title="Beneficios de la Nube">
        <BenefitList benefits={cloudBenefits} columns={2} />
      </PageSection>
      <PageSection
        id="bases-de-datos"
        eyebrow="Datos"
        title="Bases de Datos en la Nube"
        subtitle="Servicios administrados para guardar y consultar tus datos con alta disponibilidad, sin administrar servidores."
      >
        <DatabaseOfferings offerings={databaseOfferings} />
        <Typography variant="h3" component="h3" sx={{ mt: { xs: 7, md: 9 }, mb: 4, textAlign: 'center', color: 'text.secondary', fontSize: '1.2rem' }}>
          Motores de base de datos compatibles
        </Typography>
        <CardGrid columns={{ xs: 2, md: 3 }} gap={2} component="ul">
          {databaseEngines.map((engine) => (
            <Box
              component="li"
              key={engine.name}
              sx={{ display: 'grid', placeItems: 'center', px: 2, py: 3, borderRadius: 3, border: 1, borderColor: 'border.light', bgcolor: 'background.paper' }}
            >
              <Box
                component="img"
                src={engine.logo}
                alt={engine.name}
                width={engine.width}
                height={80}
                loading="lazy"
                sx={{ width: 'auto', maxWidth: '100%', height: { xs: 40, md: 48 } }}
              />
            </Box>
          ))}
        </CardGrid>
      </PageSection>
      <ClosingBanner
        title="Da el Primer Paso hacia la Nube"
        text="Evaluamos tus sistemas sin costo, te proponemos la estrategia de migración y un presupuesto mensual claro."
      />
    </>
  );
}
