import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isVideo, MediaCarousel, stepIndex } from './media-carousel';

describe('stepIndex', () => {
  it.each([
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [1, -1, 3, 0],
  ] as const)('from %i by %i of %i goes to %i', (index, step, count, expected) => {
    expect(stepIndex(index, step, count)).toBe(expected);
  });
});

it.each([
  ['/media/a.mp4', true],
  ['/media/a.WEBM', true],
  ['/media/a.webm?v=2', true],
  ['/media/a.webp', false],
])('isVideo(%s) is %s', (url, expected) => {
  expect(isVideo(url)).toBe(expected);
});

describe('MediaCarousel', () => {
  const items = [
    { id: 1, url: '/media/uno.webp' },
    { id: 2, url: '/media/dos.webm' },
    { id: 3, url: '/media/tres.webp' },
  ];

  it('has no arrows for a single item', () => {
    render(<MediaCarousel items={[{ id: 1, url: '/media/uno.webp' }]} title="Galería" />);
    expect(screen.getByRole('img', { name: 'Imagen 1 de 1: Galería' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('wraps both ways and plays videos muted in a loop', async () => {
    const user = userEvent.setup();
    const { container } = render(<MediaCarousel items={items} title="Galería" />);
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(screen.getByRole('img', { name: 'Imagen 3 de 3: Galería' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    const video = container.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/media/dos.webm');
    expect(video?.muted).toBe(true);
    expect(video?.loop).toBe(true);
    expect(video?.autoplay).toBe(true);
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
  });
});
