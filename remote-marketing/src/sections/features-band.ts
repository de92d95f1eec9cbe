import { FeatureGrid, type Feature } from './feature-grid';
import { sectionOf, type PageBand } from './marketing-page';

/**
 * The "Características" band that several service pages share: the same anchor, heading and
 * background, each page's own subtitle and features.
 */
export function featuresBand(subtitle: string, features: Feature[]): PageBand {
  return {
    kind: 'section',
    id: 'caracteristicas',
    background: 'surface',
    eyebrow: 'Tecnología',
    title: 'Características',
    subtitle,
    content: sectionOf(FeatureGrid, { features }),
  };
}
