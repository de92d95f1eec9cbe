import { act, render, screen } from '@testing-library/react';
import { setUpMotionTests } from '@site/shared/motion/motion-test-helpers';
import { MemoryRouter } from '@site/shared/router';
import { paths } from '@site/shared/routes';
import { HERO_IMAGE_SIZES, HomeHero } from './home-hero';

function visiblePhrase(container: HTMLElement): string | null | undefined {
  return container.querySelector('[data-rotating-phrase] [data-current]')?.textContent;
}

describe('HomeHero', () => {
  const { motion } = setUpMotionTests();

  it('completes the tagline with a phrase that changes every 3000 ms and wraps', () => {
    const { container } = render(
      <MemoryRouter>
        <HomeHero />
      </MemoryRouter>,
    );
    const seen = [visiblePhrase(container)];
    for (let step = 0; step < 3; step += 1) {
      act(() => {
        jest.advanceTimersByTime(3000);
      });
      seen.push(visiblePhrase(container));
    }
    expect(seen).toEqual([
      'la audiencia y la marca',
      'el usuario y la tecnología',
      'el consultor y el cliente',
      'la audiencia y la marca',
    ]);
  });

  it('gives screen readers the whole tagline once, and the advisor button goes to /contacto', () => {
    render(
      <MemoryRouter>
        <HomeHero />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      'Todo se trata de vínculos: la audiencia y la marca, el usuario y la tecnología, el consultor y el cliente.',
    );
    expect(screen.getByRole('link', { name: /Hablar con un asesor/ })).toHaveAttribute('href', paths.contact);
  });

  it('loads the hero image eagerly with high priority', () => {
    render(
      <MemoryRouter>
        <HomeHero />
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
        <HomeHero />
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

  it('keeps the first phrase for visitors who prefer reduced motion', () => {
    motion.set(true);
    const { container } = render(
      <MemoryRouter>
        <HomeHero />
      </MemoryRouter>,
    );
    act(() => {
      jest.advanceTimersByTime(9000);
    });
    expect(visiblePhrase(container)).toBe('la audiencia y la marca');
  });
});
