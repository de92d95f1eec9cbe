import { fireEvent, render, screen } from '@testing-library/react';
import { CmsImage } from './cms-image';

describe('CmsImage', () => {
  it('shows the image with its size reserved', () => {
    render(<CmsImage src="/media/blog/portada.webp" alt="Portada" width={1200} height={630} />);
    const image = screen.getByRole('img', { name: 'Portada' });
    expect(image).toHaveAttribute('src', '/media/blog/portada.webp');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('shows the placeholder when there is no image', () => {
    render(<CmsImage src={null} alt="" width={1200} height={630} />);
    expect(screen.getByRole('img', { name: 'Imagen no disponible' })).toBeInTheDocument();
  });

  it('turns into the placeholder when the file does not load, and tries a new file again', () => {
    const { rerender } = render(<CmsImage src="/media/blog/borrada.webp" alt="Portada" width={1200} height={630} />);
    fireEvent.error(screen.getByRole('img', { name: 'Portada' }));
    expect(screen.getByRole('img', { name: 'Imagen no disponible' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Portada' })).not.toBeInTheDocument();

    rerender(<CmsImage src="/media/blog/nueva.webp" alt="Portada" width={1200} height={630} />);
    expect(screen.getByRole('img', { name: 'Portada' })).toHaveAttribute('src', '/media/blog/nueva.webp');
  });
});
