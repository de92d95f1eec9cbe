import { paths } from '@site/shared/routes';
import { BenefitList } from '../../../sections/benefit-list';
import { ClosingBanner } from '../../../sections/closing-banner';
import { consultationCta } from '@site/shared/ui/cta-button';
import { FeatureGrid } from '../../../sections/feature-grid';
import { PageHero } from '../../../sections/page-hero';
import { PageSection } from '../../../sections/page-section';
import { StepList } from '../../../sections/step-list';
import { UseCaseGrid } from '../../../sections/use-case-grid';
import { Seo } from '@site/shared/seo';
import { benefits, features, howItWorks, liftHeroImage, useCases } from './lift-and-learn-content';

/** /servicios/lift-and-learn (SPEC §2.9). */
export default function LiftAndLearnPage() {
  return (
    <>
      <Seo
        title="Lift and Learn"
        description="Tecnología Lift & Learn: cuando el cliente levanta un producto, la pantalla muestra su contenido y tú obtienes datos de cada interacción."
        keywords={['lift and learn', 'retail interactivo', 'experiencia en tienda', 'digital signage', 'analítica retail']}
        path={paths.liftAndLearn}
        image={liftHeroImage.src}
      />
      <PageHero
        eyebrow="Lift & Learn"
        title="El Producto que Cuenta su Propia Historia"
        subtitle="Cuando tu cliente levanta un producto de la góndola, la pantalla le muestra todo lo que necesita para decidir. Y tú sabes qué despertó su interés."
        image={liftHeroImage}
        actions={[consultationCta]}
      />
      <PageSection
        id="como-funciona"
        eyebrow="Cómo funciona"
        title="De la Góndola a la Pantalla en un Segundo"
        subtitle="Cuatro pasos que transforman un gesto natural en una experiencia de compra."
      >
        <StepList steps={howItWorks} />
      </PageSection>
      <PageSection
        id="caracteristicas"
        background="surface"
        eyebrow="Tecnología"
        title="Características"
        subtitle="Hardware discreto y software en la nube, pensados para el ritmo del retail."
      >
        <FeatureGrid features={features} />
      </PageSection>
      <PageSection
        id="beneficios"
        eyebrow="Resultados"
        title="Beneficios para tu Marca"
        subtitle="Una góndola que informa, entretiene y mide."
        maxWidth="md"
      >
        <BenefitList benefits={benefits} />
      </PageSection>
      <PageSection
        id="casos-de-uso"
        background="surface"
        eyebrow="Aplicaciones"
        title="Casos de Uso"
        subtitle="Categorías donde la información en el momento justo cambia la decisión de compra."
      >
        <UseCaseGrid useCases={useCases} />
      </PageSection>
      <ClosingBanner
        title="Haz que tus Productos Hablen"
        text="Diseñamos un piloto de Lift & Learn para tu categoría estrella y medimos juntos su impacto en ventas."
      />
    </>
  );
}
