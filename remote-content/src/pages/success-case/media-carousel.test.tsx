import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testMedia } from '../../../../jest/test-media';
import { WIDE_COLUMN_SIZES } from '../../components/image-sizes';
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
  ['video/mp4', true],
  ['video/webm', true],
  ['image/webp', false],
  ['', false],
])('a file of type "%s" is a video: %s', (mime, expected) => {
  expect(isVideo(testMedia('/uploads/a.webm', { mime }))).toBe(expected);
});

describe('MediaCarousel', () => {
  // Files without alternative text: the carousel names them by position.
  const items = [
    testMedia('/uploads/uno.webp', { alt: '' }),
    testMedia('/uploads/dos.webm'),
    testMedia('/uploads/tres.webp', { alt: '' }),
  ];

  it('has no arrows for a single item', () => {
    render(<MediaCarousel items={[testMedia('/uploads/uno.webp', { alt: '' })]} title="Galería" />);
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
    expect(video?.getAttribute('src')).toBe('/uploads/dos.webm');
    expect(video?.muted).toBe(true);
    expect(video?.loop).toBe(true);
    expect(video?.autoplay).toBe(true);
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
  });

  it("uses the editor's alternative text and the image's renditions", () => {
    render(<MediaCarousel items={[testMedia('/uploads/uno.webp', { alt: 'Pantallas en la caja' })]} title="Galería" />);
    const image = screen.getByRole('img', { name: 'Pantallas en la caja' });
    expect(image).toHaveAttribute('srcset', '/uploads/small_uno.webp 500w, /uploads/medium_uno.webp 750w, /uploads/uno.webp 1200w');
    expect(image).toHaveAttribute('sizes', WIDE_COLUMN_SIZES);
  });
});
