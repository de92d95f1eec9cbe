import { fireEvent, screen, within } from '@testing-library/react';
import { mockReducedMotion } from '../../../jest/motion-test-helpers';
import { PageHero } from './page-hero';
import { renderInRouter } from '../../../jest/render-in-router';

const image = { src: '/hero.webp', alt: 'Pantallas en una tienda', width: 1200, height: 800 };
const video = {
  kind: 'video' as const,
  sources: [
    { src: '/loop.webm', type: 'video/webm' },
    { src: '/loop.mp4', type: 'video/mp4' },
  ],
  poster: '/poster.webp',
};

describe('PageHero', () => {
  let motion: ReturnType<typeof mockReducedMotion>;
  let play: jest.SpyInstance;
  let pause: jest.SpyInstance;

  beforeEach(() => {
    motion = mockReducedMotion(false);
    play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });

  afterEach(() => {
    motion.restore();
    jest.restoreAllMocks();
  });

  it('shows the title as the page heading, the subtitle and the calls to action with their destinations', () => {
    renderInRouter(
      <PageHero
        title="Implementación en la Nube"
        eyebrow="Cloud"
        subtitle="Migramos tus cargas sin detener la operación."
        actions={[
          { label: 'Solicitar Consultoría', to: '/contacto#contact-form' },
          { label: 'Ver servicios', to: '#servicios', variant: 'secondary' },
        ]}
      />,
    );
    const hero = screen.getByRole('region', { name: 'Implementación en la Nube' });
    expect(within(hero).getByRole('heading', { level: 1, name: 'Implementación en la Nube' })).toBeInTheDocument();
    expect(within(hero).getByText('Migramos tus cargas sin detener la operación.')).toBeInTheDocument();
    expect(within(hero).getByText('Cloud')).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Solicitar Consultoría' })).toHaveAttribute('href', '/contacto#contact-form');
    expect(within(hero).getByRole('link', { name: 'Ver servicios' })).toBeInTheDocument();
  });

  it('loads its image eagerly with high priority and with its size, so nothing shifts', () => {
    renderInRouter(<PageHero title="Lift and Learn" image={image} />);
    const img = screen.getByRole('img', { name: 'Pantallas en una tienda' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '800');
  });

  it('renders an aside instead of the image when given one', () => {
    renderInRouter(<PageHero title="Asistente IA" image={image} aside={<p>Maqueta del chat</p>} />);
    expect(screen.getByText('Maqueta del chat')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Pantallas en una tienda' })).not.toBeInTheDocument();
  });

  it('plays a muted looping background video with a poster, and the visitor can pause it', () => {
    const { container } = renderInRouter(<PageHero title="Señalización Digital" background={video} />);
    const element = container.querySelector('video');
    expect(element).not.toBeNull();
    const videoElement = element as HTMLVideoElement;
    expect(videoElement.muted).toBe(true);
    expect(videoElement.loop).toBe(true);
    expect(videoElement.autoplay).toBe(true);
    expect(videoElement).toHaveAttribute('poster', '/poster.webp');
    expect(videoElement).toHaveAttribute('aria-hidden', 'true');
    expect([...videoElement.querySelectorAll('source')].map((source) => source.getAttribute('type'))).toEqual([
      'video/webm',
      'video/mp4',
    ]);
    expect(play).toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Pausar el video de fondo' }));
    expect(pause).toHaveBeenCalled();
    const resume = screen.getByRole('button', { name: 'Reproducir el video de fondo' });
    expect(resume).toHaveAttribute('aria-pressed', 'true');
    play.mockClear();
    fireEvent.click(resume);
    expect(play).toHaveBeenCalled();
  });

  it('asks for the video\'s poster, the page\'s largest paint, from the head with high priority', () => {
    renderInRouter(<PageHero title="Señalización Digital" background={video} />);
    const preload = document.head.querySelector('link[rel="preload"][as="image"][href="/poster.webp"]');
    expect(preload).toHaveAttribute('fetchpriority', 'high');
  });

  it('keeps the video still on its poster for visitors who prefer reduced motion', () => {
    motion.restore();
    motion = mockReducedMotion(true);
    const { container } = renderInRouter(<PageHero title="Señalización Digital" background={video} />);
    const videoElement = container.querySelector('video') as HTMLVideoElement;
    expect(videoElement.autoplay).toBe(false);
    expect(play).not.toHaveBeenCalled();
    expect(pause).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /video de fondo/ })).not.toBeInTheDocument();
  });
});
