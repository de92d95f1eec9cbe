import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { TAP_RECORDER_SCRIPT } from '@site/shared/hydration/tap-recorder';
import { theme } from '@site/shared/theme';
import { setDocumentVisibility, setUpMotionTests } from '../../../../../jest/motion-test-helpers';
import { serverHtml } from '../../../../../jest/server-html';
import { ImplementationsSlideshow, SLIDESHOW_INTERVAL_MS, type ImplementationCase } from './implementations-slideshow';

const implementations: ImplementationCase[] = ['Retail', 'Restaurante', 'Mall', 'Corporativo', 'Clínica'].map((title, index) => ({
  title,
  client: `Cliente ${index + 1}`,
  description: `Pantallas para ${title.toLowerCase()}.`,
  image: { src: `/uploads/impl_${index + 1}.webp`, alt: `Proyecto ${title}`, width: 960, height: 540 },
}));

/** The slide the visitor sees (and assistive technology reads). */
function currentSlide(): HTMLElement {
  const slides = screen.getAllByRole('group', { hidden: true }).filter((el) => el.getAttribute('aria-roledescription') === 'diapositiva');
  const visible = slides.filter((slide) => slide.getAttribute('aria-hidden') !== 'true');
  expect(visible).toHaveLength(1);
  return visible[0] as HTMLElement;
}

const label = (position: number) => `${position + 1} de 5: ${implementations[position]?.title}`;

describe('ImplementationsSlideshow', () => {
  const { motion, advance } = setUpMotionTests();

  it('shows the five projects in turn every 5000 ms and wraps to the first after the last', () => {
    render(<ImplementationsSlideshow cases={implementations} />);
    expect(implementations).toHaveLength(5);
    expect(SLIDESHOW_INTERVAL_MS).toBe(5000);
    expect(currentSlide()).toHaveAttribute('aria-label', label(0));
    advance(4999);
    expect(currentSlide()).toHaveAttribute('aria-label', label(0));
    advance(1);
    expect(currentSlide()).toHaveAttribute('aria-label', label(1));
    for (let step = 0; step < 3; step++) advance(5000);
    expect(currentSlide()).toHaveAttribute('aria-label', label(4));
    advance(5000);
    expect(currentSlide()).toHaveAttribute('aria-label', label(0));
  });

  it('stops advancing for good once an arrow is used, and the arrows wrap both ways', () => {
    render(<ImplementationsSlideshow cases={implementations} />);
    fireEvent.click(screen.getByRole('button', { name: 'Proyecto anterior' }));
    expect(currentSlide()).toHaveAttribute('aria-label', label(4));
    advance(30_000);
    expect(currentSlide()).toHaveAttribute('aria-label', label(4));
    fireEvent.click(screen.getByRole('button', { name: 'Proyecto siguiente' }));
    expect(currentSlide()).toHaveAttribute('aria-label', label(0));
    advance(30_000);
    expect(currentSlide()).toHaveAttribute('aria-label', label(0));
    expect(screen.queryByRole('button', { name: 'Detener la presentación automática' })).not.toBeInTheDocument();
  });

  it('jumps to a project with its dot, marks it current and stops advancing', () => {
    render(<ImplementationsSlideshow cases={implementations} />);
    const dot = screen.getByRole('button', { name: `Ver proyecto 3: ${implementations[2]?.title}` });
    fireEvent.click(dot);
    expect(currentSlide()).toHaveAttribute('aria-label', label(2));
    expect(dot).toHaveAttribute('aria-current', 'true');
    advance(20_000);
    expect(currentSlide()).toHaveAttribute('aria-label', label(2));
  });

  it('announces slides politely only once it no longer moves by itself', () => {
    render(<ImplementationsSlideshow cases={implementations} />);
    const live = currentSlide().parentElement as HTMLElement;
    expect(live).toHaveAttribute('aria-live', 'off');
    act(() => {
      screen.getByRole('button', { name: 'Detener la presentación automática' }).click();
    });
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Proyecto siguiente' })).toHaveFocus();
    advance(20_000);
    expect(currentSlide()).toHaveAttribute('aria-label', label(0));
  });

  it('waits while the tab is hidden', () => {
    render(<ImplementationsSlideshow cases={implementations} />);
    setDocumentVisibility('hidden');
    advance(20_000);
    expect(currentSlide()).toHaveAttribute('aria-label', label(0));
    setDocumentVisibility('visible');
    advance(5000);
    expect(currentSlide()).toHaveAttribute('aria-label', label(1));
  });

  it('never moves by itself for visitors who prefer reduced motion', () => {
    motion.set(true);
    render(<ImplementationsSlideshow cases={implementations} />);
    advance(20_000);
    expect(currentSlide()).toHaveAttribute('aria-label', label(0));
    expect(screen.queryByRole('button', { name: 'Detener la presentación automática' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Proyecto siguiente' }));
    expect(currentSlide()).toHaveAttribute('aria-label', label(1));
  });

  it('clears its timer when it unmounts', () => {
    const { unmount } = render(<ImplementationsSlideshow cases={implementations} />);
    expect(jest.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('performs, once hydrated, the taps on a dot and an arrow made before its scripts ran', async () => {
    // The recorder as the page's <head> runs it.
    window.eval(TAP_RECORDER_SCRIPT);
    const page = serverHtml(
      <ThemeProvider theme={theme}>
        <ImplementationsSlideshow cases={implementations} />
      </ThemeProvider>,
    );
    const control = (name: string) => page.container.querySelector(`button[aria-label^="${name}"]`) as HTMLButtonElement;
    control('Ver proyecto 3:').click();
    control('Proyecto siguiente').click();
    expect(currentSlide()).toHaveAttribute('aria-label', label(0));
    await page.hydrate();
    expect(currentSlide()).toHaveAttribute('aria-label', label(3));
    // Done once each, and the visitor's choice stops the automatic advance.
    advance(20_000);
    expect(currentSlide()).toHaveAttribute('aria-label', label(3));
    delete window.__SITE_TAPS__;
  });
});
