import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@site/shared/router';
import { paths } from '@site/shared/routes';
import { HERO_IMAGE_SIZES, HomeHero, type HomeHeroContent } from './home-hero';

/** The home hero as the CMS's seed gives it (the block reads it into these props). */
const content: HomeHeroContent = {
  tagline: 'Todo se trata de vínculos:',
  phrases: ['la audiencia y la marca', 'el usuario y la tecnología', 'el consultor y el cliente'],
  title: 'Pantallas, datos e inteligencia artificial que conectan tu marca con las personas',
  description: 'Diseñamos, instalamos y operamos soluciones de cartelería digital.',
  actions: [
    { label: 'Hablar con un asesor', to: paths.contact },
    { label: 'Ver nuestros servicios', to: '#nuestros-servicios', variant: 'secondary' },
  ],
  image: {
    src: '/uploads/hero_main_a1.webp',
    alt: 'Clientes frente a un videowall y dos tótems digitales',
    width: 960,
    height: 720,
    renditions: [
      { src: '/uploads/small_hero_main_a1.webp', width: 480 },
      { src: '/uploads/medium_hero_main_a1.webp', width: 720 },
    ],
  },
  thumbnails: [
    { src: '/uploads/thumb_interactive_a1.webp', alt: 'Mano tocando una pantalla interactiva', caption: 'Pantallas interactivas', width: 240, height: 180 },
    { src: '/uploads/thumb_analytics_a1.webp', alt: 'Panel con gráficos de audiencia', caption: 'Analítica en tiempo real', width: 240, height: 180 },
  ],
};

describe('HomeHero', () => {
  it('completes the tagline with every phrase in one grid cell, each turned by its own CSS animation, the first shown without one', () => {
    const { container } = render(
      <MemoryRouter>
        <HomeHero content={content} />
      </MemoryRouter>,
    );
    const phrases = [...container.querySelectorAll('[data-rotating-phrase] > span')];
    expect(phrases.map((phrase) => phrase.textContent)).toEqual(content.phrases);
    const styles = phrases.map((phrase) => getComputedStyle(phrase));
    // 3 phrases × 3000 ms a round; phrase i whole at i × 3000 ms (phrase-timeline.test.ts).
    const rotation = expect.stringMatching(/^animation-\w+ 9000ms infinite both$/);
    expect(styles.map((style) => [style.animation, style.animationDelay])).toEqual([
      [rotation, '0ms'],
      [rotation, '-6000ms'],
      [rotation, '-3000ms'],
    ]);
    // What shows where animations do not run (reduced motion): the first phrase.
    expect(styles.map((style) => style.visibility)).toEqual(['visible', 'hidden', 'hidden']);
  });

  it('gives screen readers the whole tagline once; the advisor button goes to /contacto, the in-page one is a plain anchor', () => {
    render(
      <MemoryRouter>
        <HomeHero content={content} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      'Todo se trata de vínculos: la audiencia y la marca, el usuario y la tecnología, el consultor y el cliente.',
    );
    expect(screen.getByRole('link', { name: /Hablar con un asesor/ })).toHaveAttribute('href', paths.contact);
    expect(screen.getByRole('link', { name: 'Ver nuestros servicios' })).toHaveAttribute('href', '#nuestros-servicios');
  });

  it('loads the hero image eagerly with high priority', () => {
    render(
      <MemoryRouter>
        <HomeHero content={content} />
      </MemoryRouter>,
    );
    const image = screen.getByRole('img', { name: /videowall/ });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
  });

  it('offers the hero image at 480, 720 and 960 px with the layout\'s sizes, and preloads the same choice', () => {
    render(
      <MemoryRouter>
        <HomeHero content={content} />
      </MemoryRouter>,
    );
    const image = screen.getByRole('img', { name: /videowall/ });
    const srcSet = image.getAttribute('srcset') ?? '';
    expect(srcSet.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['480w', '720w', '960w']);
    expect(image).toHaveAttribute('sizes', HERO_IMAGE_SIZES);
    // A preload of the plain src would fetch the 960 px file besides the one the srcset picks.
    const preloads = document.head.querySelectorAll('link[rel="preload"][as="image"]');
    expect([...preloads].map((link) => [link.getAttribute('imagesrcset'), link.getAttribute('imagesizes'), link.getAttribute('fetchpriority')])).toEqual([
      [srcSet, HERO_IMAGE_SIZES, 'high'],
    ]);
  });

  it('stops the animations for visitors who prefer reduced motion, who keep the first phrase', () => {
    const { container } = render(
      <MemoryRouter>
        <HomeHero content={content} />
      </MemoryRouter>,
    );
    const css = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
    for (const phrase of container.querySelectorAll('[data-rotating-phrase] > span')) {
      const ownClass = [...phrase.classList].find((name) => name.startsWith('css-'));
      expect(css).toMatch(new RegExp(`@media \\(prefers-reduced-motion: reduce\\) \\{\\.${ownClass} \\{[^}]*\\banimation: none;\\}`));
    }
  });
});
