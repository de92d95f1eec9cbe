import { siteConfig } from '@site/shared/config';
import { paths } from '@site/shared/routes';
import { consultationCta } from '@site/shared/ui/cta-button';
import { ChatMockUp } from '../../../sections/chat-mock-up';
import { sectionOf, type MarketingPageContent } from '../../../sections/marketing-page';
import { FeatureGrid } from '../../../sections/feature-grid';
import { StatCards } from '../../../sections/stat-cards';
import { UseCaseGrid } from '../../../sections/use-case-grid';
import { heroChat, keyBenefits, mainFeatures, useCases } from './ai-assistant-content';

/** /servicios/asistente-ia (SPEC §2.12): the page, band by band; the hero shows a chat. */
export const aiAssistantPage: MarketingPageContent = {
  seo: {
    title: 'Asistente IA',
    description: `${siteConfig.assistantName}, el asistente de inteligencia artificial que atiende a tus clientes y equipos 24/7 y automatiza tareas en tus sistemas.`,
    keywords: ['asistente IA', 'inteligencia artificial', 'chatbot empresarial', 'automatización', 'atención al cliente'],
    path: paths.aiAssistant,
  },
  hero: {
    eyebrow: siteConfig.assistantName,
    title: 'Asistente IA',
    subtitle:
      'Un asistente de inteligencia artificial entrenado con la información de tu empresa, que responde, resuelve y automatiza tareas las 24 horas, en los canales que tus clientes y equipos ya usan.',
    actions: [consultationCta],
    aside: <ChatMockUp assistantName={siteConfig.assistantName} messages={heroChat} />,
  },
  sections: [
    {
      kind: 'section',
      id: 'caracteristicas',
      eyebrow: 'Tecnología',
      title: 'Características Principales',
      subtitle: 'Inteligencia artificial aplicada a los procesos reales de tu negocio.',
      content: sectionOf(FeatureGrid, { features: mainFeatures }),
    },
    {
      kind: 'section',
      id: 'beneficios',
      background: 'blue',
      eyebrow: 'Resultados',
      title: 'Beneficios Clave',
      subtitle: 'Lo que logran las empresas que incorporan un asistente IA a su atención y operación.',
      content: sectionOf(StatCards, { stats: keyBenefits, onDark: true }),
    },
    {
      kind: 'section',
      id: 'casos-de-uso',
      background: 'surface',
      eyebrow: 'Aplicaciones',
      title: 'Casos de Uso',
      subtitle: 'Un mismo asistente, entrenado para las tareas de cada área.',
      content: sectionOf(UseCaseGrid, { useCases, columns: 3 }),
    },
  ],
  closing: {
    title: 'Pon a Trabajar la Inteligencia Artificial',
    text: `Te mostramos ${siteConfig.assistantName} funcionando con tus propios datos y definimos juntos los primeros procesos a automatizar.`,
  },
};
