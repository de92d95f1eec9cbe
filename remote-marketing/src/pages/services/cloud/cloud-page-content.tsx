import { paths } from '@site/shared/routes';
import { sectionOf, type MarketingPageContent } from '../../../sections/marketing-page';
import { BenefitList } from '../../../sections/benefit-list';
import { FeatureGrid } from '../../../sections/feature-grid';
import { UseCaseGrid } from '../../../sections/use-case-grid';
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
import { DatabaseEngines } from './database-engines';
import { DatabaseOfferings } from './database-offerings';
import { MigrationComparison } from './migration-comparison';

/** /servicios/cloud (SPEC §2.11): seven sections, then the footer. */
export const cloudPage: MarketingPageContent = {
  seo: { title: cloudTitle, description: cloudDescription, keywords: cloudKeywords, path: paths.cloud, image: cloudHeroImage.src },
  hero: {
    eyebrow: 'Cloud Services',
    title: cloudTitle,
    subtitle:
      'Llevamos tus aplicaciones y datos a la nube con una estrategia clara, sin detener tu operación, y te acompañamos después para que rinda y cueste lo justo.',
    image: cloudHeroImage,
    actions: [{ label: 'Solicitar Consultoría', to: paths.contactForm }],
  },
  sections: [
    {
      kind: 'section',
      id: 'servicios-cloud',
      eyebrow: 'Qué hacemos',
      title: 'Servicios Cloud',
      subtitle: 'Un equipo certificado que cubre todo el ciclo: desde el diseño hasta la operación diaria.',
      content: sectionOf(FeatureGrid, { features: cloudServices, columns: 3 }),
    },
    {
      kind: 'section',
      id: 'por-que-migrar',
      background: 'surface',
      eyebrow: 'Comparativa',
      title: '¿Por Qué Migrar a la Nube?',
      subtitle: 'Lo que cambia para tu empresa cuando dejas atrás el datacenter propio.',
      content: <MigrationComparison rows={comparison} />,
      action: { label: 'Iniciar Migración', to: paths.contactForm },
    },
    {
      kind: 'section',
      id: 'estrategias',
      eyebrow: 'Metodología',
      title: 'Estrategias de Migración',
      subtitle:
        'No todas las aplicaciones se migran igual: evaluamos cada una y elegimos la estrategia que mejor equilibra plazo, costo y beneficio.',
      content: sectionOf(UseCaseGrid, { useCases: migrationStrategies, columns: 3 }),
    },
    {
      kind: 'section',
      id: 'beneficios',
      background: 'surface',
      eyebrow: 'Resultados',
      title: 'Beneficios de la Nube',
      content: sectionOf(BenefitList, { benefits: cloudBenefits, columns: 2 }),
    },
    {
      kind: 'section',
      id: 'bases-de-datos',
      eyebrow: 'Datos',
      title: 'Bases de Datos en la Nube',
      subtitle: 'Servicios administrados para guardar y consultar tus datos con alta disponibilidad, sin administrar servidores.',
      content: (
        <>
          <DatabaseOfferings offerings={databaseOfferings} />
          <DatabaseEngines title="Motores de base de datos compatibles" engines={databaseEngines} />
        </>
      ),
    },
  ],
  closing: {
    title: 'Da el Primer Paso hacia la Nube',
    text: 'Evaluamos tus sistemas sin costo, te proponemos la estrategia de migración y un presupuesto mensual claro.',
  },
};
