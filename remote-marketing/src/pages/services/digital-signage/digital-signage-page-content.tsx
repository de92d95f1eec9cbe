import { paths } from '@site/shared/routes';
import { consultationCta } from '@site/shared/ui/cta-button';
import { sectionOf, type MarketingPageContent } from '../../../sections/marketing-page';
import { FeatureGrid } from '../../../sections/feature-grid';
import { StatCards } from '../../../sections/stat-cards';
import { StepList } from '../../../sections/step-list';
import { videoBackground } from '../../../sections/page-hero';
import { ApplicationGroups } from './application-groups';
import posterImage from './assets/signage-poster.webp';
import loopMp4 from './assets/signage-loop.mp4';
import loopWebm from './assets/signage-loop.webm';
import {
  applicationGroups,
  architectureSteps,
  implementations,
  screenTypes,
  signageBenefits,
} from './digital-signage-content';
import { ImplementationsSlideshow } from './implementations-slideshow';

/** /servicios/senalizacion-digital (SPEC §2.7): the page, band by band, under a looping video. */
export const digitalSignagePage: MarketingPageContent = {
  seo: {
    title: 'Señalización Digital',
    description:
      'Diseñamos, instalamos y operamos redes de pantallas para retail, restaurantes, malls, empresas, salud y educación en todo Chile.',
    keywords: ['señalización digital', 'digital signage', 'pantallas publicitarias', 'video wall', 'pantallas LED', 'kioscos interactivos'],
    path: paths.digitalSignage,
    image: posterImage,
  },
  hero: {
    eyebrow: 'Señalización Digital',
    title: 'Pantallas que Informan, Venden y Conectan',
    subtitle:
      'Diseñamos, instalamos y operamos redes de pantallas para retail, restaurantes, malls y empresas: el mensaje correcto, en la pantalla correcta, en el momento justo.',
    background: videoBackground(loopWebm, loopMp4, posterImage),
    actions: [consultationCta, { label: 'Ver casos de éxito', to: paths.successCases, variant: 'secondary' }],
  },
  sections: [
    {
      kind: 'section',
      id: 'beneficios',
      eyebrow: 'Por qué invertir',
      title: 'Beneficios de la Señalización Digital',
      subtitle:
        'Una red de pantallas bien gestionada no es decoración: es un canal de comunicación medible que trabaja por tu marca todo el día.',
      content: sectionOf(StatCards, { stats: signageBenefits }),
    },
    {
      kind: 'section',
      id: 'aplicaciones',
      background: 'surface',
      eyebrow: 'Casos de aplicación',
      title: 'Una Solución para Cada Espacio',
      subtitle: 'Adaptamos formatos, contenidos y horarios a la realidad de cada industria.',
      content: <ApplicationGroups groups={applicationGroups} />,
    },
    {
      kind: 'section',
      id: 'arquitectura',
      eyebrow: 'Cómo funciona',
      title: 'Arquitectura de la Solución',
      subtitle: 'Cuatro capas que trabajan juntas para que tus pantallas muestren siempre el contenido correcto.',
      content: sectionOf(StepList, { steps: architectureSteps }),
    },
    {
      kind: 'section',
      id: 'pantallas',
      background: 'blue',
      eyebrow: 'Hardware',
      title: 'Tipos de Pantallas',
      subtitle: 'Elegimos contigo el formato que mejor se ve en tu espacio y en tu presupuesto.',
      content: sectionOf(FeatureGrid, { features: screenTypes, onDark: true }),
      action: { label: 'Ver catálogo de productos', to: paths.products, variant: 'secondary' },
    },
    {
      kind: 'section',
      id: 'implementaciones',
      background: 'surface',
      eyebrow: 'Proyectos',
      title: 'Nuestras Implementaciones',
      subtitle: 'Algunas de las redes de pantallas que diseñamos y operamos para nuestros clientes.',
      content: <ImplementationsSlideshow cases={implementations} />,
    },
  ],
  closing: {
    title: 'Lleva tu Marca a Cada Pantalla',
    text: 'Cuéntanos cuántos locales tienes y qué quieres comunicar: te proponemos la red de pantallas, los contenidos y la operación que necesitas.',
  },
};
