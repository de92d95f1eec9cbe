import { fireEvent, render, screen } from '@testing-library/react';
import { testMedia } from '../../../jest/test-media';
import { CmsImage, srcSetOf } from './cms-image';

const SIZES = '(min-width: 900px) 50vw, 100vw';

describe('CmsImage', () => {
  it("shows the image with its size reserved, its renditions and the editor's alternative text", () => {
    render(<CmsImage media={testMedia('/uploads/portada.webp', { alt: 'Pantallas en una tienda' })} sizes={SIZES} width={1200} height={630} />);
    const image = screen.getByRole('img', { name: 'Pantallas en una tienda' });
    expect(image).toHaveAttribute('src', '/uploads/portada.webp');
    expect(image).toHaveAttribute('srcset', '/uploads/small_portada.webp 500w, /uploads/medium_portada.webp 750w, /uploads/portada.webp 1200w');
    expect(image).toHaveAttribute('sizes', SIZES);
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '630');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('lets the page make the image decorative', () => {
    const { container } = render(<CmsImage media={testMedia('/uploads/portada.webp')} alt="" sizes={SIZES} width={1200} height={630} />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('has no srcset for an image with no renditions (smaller than every breakpoint)', () => {
    const media = testMedia('/uploads/logo.webp', { sources: [{ url: '/uploads/logo.webp', width: 160 }] });
    expect(srcSetOf(media)).toBeUndefined();
  });

  it('shows the placeholder when there is no image', () => {
    render(<CmsImage media={null} sizes={SIZES} width={1200} height={630} />);
    expect(screen.getByRole('img', { name: 'Imagen no disponible' })).toBeInTheDocument();
  });

  it('turns into the placeholder when the file does not load, and tries a new file again', () => {
    const { rerender } = render(<CmsImage media={testMedia('/uploads/borrada.webp')} alt="Portada" sizes={SIZES} width={1200} height={630} />);
    fireEvent.error(screen.getByRole('img', { name: 'Portada' }));
    expect(screen.getByRole('img', { name: 'Imagen no disponible' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Portada' })).not.toBeInTheDocument();

    rerender(<CmsImage media={testMedia('/uploads/nueva.webp')} alt="Portada" sizes={SIZES} width={1200} height={630} />);
    expect(screen.getByRole('img', { name: 'Portada' })).toHaveAttribute('src', '/uploads/nueva.webp');
  });
});
