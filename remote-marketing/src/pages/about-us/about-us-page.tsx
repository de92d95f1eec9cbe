import { paths } from '@site/shared/routes';
import { ClosingBanner } from '../../sections/closing-banner';
import { FeatureGrid } from '../../sections/feature-grid';
import { PageHero } from '../../sections/page-hero';
import { PageSection } from '../../sections/page-section';
import { Seo } from '@site/shared/seo';
import { closingBanner, hero, partners, statements, team, values } from './about-us-content';
import { MissionVision } from './mission-vision';
import { PartnersCarousel } from './partners-carousel';
import { TeamGrid } from './team-grid';

/** /sobre-nosotros (SPEC §2.18). */
export default function AboutUsPage() {
  return (
    <>
      <Seo
        title="Sobre Nosotros"
        description="Conoce la misión, la visión, los valores y el equipo detrás de nuestras soluciones de cartelería digital, datos e inteligencia artificial."
        path={paths.aboutUs}
        image={hero.image.src}
      />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} actions={hero.actions} image={hero.image} />
      <PageSection
        id="proposito"
        eyebrow="Nuestro propósito"
        title="Lo que nos mueve"
        subtitle="Más de diez años llevando tecnología a tiendas, clínicas, campus y oficinas de todo Chile."
      >
        <MissionVision statements={statements} />
      </PageSection>
      <PageSection
        id="valores"
        eyebrow="Valores"
        title="Conoce Nuestro ADN"
        subtitle="Seis ideas que guían cómo trabajamos, con nuestros clientes y entre nosotros."
        background="surface"
      >
        <FeatureGrid features={values} columns={3} />
      </PageSection>
      <PageSection
        id="equipo"
        eyebrow="Equipo"
        title="Las personas detrás de cada proyecto"
        subtitle="Un equipo multidisciplinario que te acompaña desde la primera reunión hasta el soporte diario."
      >
        <TeamGrid members={team} />
      </PageSection>
      <PageSection
        id="socios"
        eyebrow="Socios"
        title="Nuestros socios tecnológicos"
        subtitle="Trabajamos con fabricantes y plataformas líderes para ofrecerte lo mejor de cada especialidad."
        background="surface"
      >
        <PartnersCarousel partners={partners} />
      </PageSection>
      <ClosingBanner id="cierre" title={closingBanner.title} text={closingBanner.text} />
    </>
  );
}
