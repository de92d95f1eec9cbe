import { fireEvent, render, screen, within } from '@testing-library/react';
import { setDocumentVisibility, setUpMotionTests } from '../../../../jest/motion-test-helpers';
import { MemoryRouter } from '@site/shared/router';
import { paths } from '@site/shared/routes';
import { ServicesCarousel, type ServiceSlide } from './services-carousel';

const slide = (title: string, route: string, categories: ServiceSlide['categories']): ServiceSlide => ({
  title,
  description: `${title}: qué hace y para quién.`,
  image: { src: `/uploads/${route.split('/').pop()}.webp`, alt: `Imagen de ${title}`, width: 960, height: 800 },
  route,
  categories,
});

/** The five services as the home's seed lists them; the AI assistant is in both categories (SPEC §2.4). */
const services: ServiceSlide[] = [
  slide('Señalización Digital', paths.digitalSignage, ['Experiencia del Cliente']),
  slide('Gestión de Contenidos', paths.contentManagement, ['Productividad']),
  slide('Lift and Learn', paths.liftAndLearn, ['Experiencia del Cliente']),
  slide('Medición de Audiencia', paths.audienceMeasurement, ['Experiencia del Cliente']),
  slide('Asistente IA', paths.aiAssistant, ['Experiencia del Cliente', 'Productividad']),
];

function renderCarousel() {
  return render(
    <MemoryRouter>
      <ServicesCarousel services={services} label="Nuestros Servicios" />
    </MemoryRouter>,
  );
}

/** The slide screen readers can reach: the only one not hidden. */
function currentSlide() {
  return screen.getByRole('group', { name: /de 5:/ });
}

describe('ServicesCarousel', () => {
  const { motion, advance } = setUpMotionTests();

  it('tags a service of both categories with both', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Anterior servicio' }));
    const tags = within(currentSlide()).getByRole('list', { name: 'Categorías' });
    expect(within(tags).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Experiencia del Cliente', 'Productividad']);
  });

  it('shows one service at a time with its image, tags and a link to its page', () => {
    renderCarousel();
    const slide = currentSlide();
    expect(slide).toHaveAccessibleName('1 de 5: Señalización Digital');
    expect(within(slide).getByRole('heading', { name: 'Señalización Digital' })).toBeInTheDocument();
    expect(within(slide).getByRole('img')).toHaveAttribute('alt', services[0]?.image.alt);
    expect(within(slide).getByText('Experiencia del Cliente')).toBeInTheDocument();
    expect(within(slide).getByRole('link', { name: /Conocer más/ })).toHaveAttribute('href', paths.digitalSignage);
  });

  it('advances every 5000 ms and wraps from the last service to the first', () => {
    renderCarousel();
    advance(4999);
    expect(currentSlide()).toHaveAccessibleName('1 de 5: Señalización Digital');
    advance(1);
    expect(currentSlide()).toHaveAccessibleName('2 de 5: Gestión de Contenidos');
    // One interval at a time: each move schedules the next one.
    for (let step = 0; step < 3; step += 1) advance(5000);
    expect(currentSlide()).toHaveAccessibleName('5 de 5: Asistente IA');
    expect(within(currentSlide()).getByText('Productividad')).toBeInTheDocument();
    expect(within(currentSlide()).getByRole('link', { name: /Conocer más/ })).toHaveAttribute('href', paths.aiAssistant);
    advance(5000);
    expect(currentSlide()).toHaveAccessibleName('1 de 5: Señalización Digital');
  });

  it('wraps with the arrows and stops advancing for good once one is used', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Anterior servicio' }));
    expect(currentSlide()).toHaveAccessibleName('5 de 5: Asistente IA');
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente servicio' }));
    expect(currentSlide()).toHaveAccessibleName('1 de 5: Señalización Digital');
    advance(60_000);
    expect(currentSlide()).toHaveAccessibleName('1 de 5: Señalización Digital');
    expect(screen.getByRole('button', { name: 'Reanudar el avance automático' })).toBeInTheDocument();
  });

  it('jumps with the dots, marks the current one and stops advancing', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Ir a 4 de 5: Medición de Audiencia' }));
    expect(currentSlide()).toHaveAccessibleName('4 de 5: Medición de Audiencia');
    expect(screen.getByRole('button', { name: 'Ir a 4 de 5: Medición de Audiencia' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Ir a 1 de 5: Señalización Digital' })).not.toHaveAttribute('aria-current');
    advance(60_000);
    expect(currentSlide()).toHaveAccessibleName('4 de 5: Medición de Audiencia');
  });

  it('can be paused and played again by the visitor', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pausar el avance automático' }));
    advance(20_000);
    expect(currentSlide()).toHaveAccessibleName('1 de 5: Señalización Digital');
    fireEvent.click(screen.getByRole('button', { name: 'Reanudar el avance automático' }));
    advance(5000);
    expect(currentSlide()).toHaveAccessibleName('2 de 5: Gestión de Contenidos');
  });

  it('announces slides politely only when it is not moving by itself', () => {
    renderCarousel();
    const live = currentSlide().parentElement;
    expect(live).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente servicio' }));
    expect(live).toHaveAttribute('aria-live', 'polite');
  });

  it('waits while the tab is hidden', () => {
    renderCarousel();
    setDocumentVisibility('hidden');
    advance(20_000);
    expect(currentSlide()).toHaveAccessibleName('1 de 5: Señalización Digital');
  });

  it('never moves by itself for visitors who prefer reduced motion, and offers no pause button', () => {
    motion.set(true);
    renderCarousel();
    advance(20_000);
    expect(currentSlide()).toHaveAccessibleName('1 de 5: Señalización Digital');
    expect(screen.queryByRole('button', { name: /avance automático/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente servicio' }));
    expect(currentSlide()).toHaveAccessibleName('2 de 5: Gestión de Contenidos');
  });

  it('stops its timer when it unmounts', () => {
    const { unmount } = renderCarousel();
    expect(jest.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
