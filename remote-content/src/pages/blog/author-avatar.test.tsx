import { fireEvent, render, screen } from '@testing-library/react';
import { testMedia } from '../../../../jest/test-media';
import { AuthorAvatar } from './author-avatar';

describe('AuthorAvatar', () => {
  it("shows the author's photo at the size asked, from the smallest rendition that covers it", () => {
    render(<AuthorAvatar name="Camila Rojas" avatar={testMedia('/uploads/camila.webp')} size={40} />);
    const photo = screen.getByRole('img', { name: 'Foto de Camila Rojas' });
    expect(photo).toHaveAttribute('sizes', '40px');
    expect(photo.getAttribute('srcset')).toContain('/uploads/small_camila.webp 500w');
  });

  it("shows 'No img' when there is no photo", () => {
    render(<AuthorAvatar name="Javiera Muñoz" avatar={null} size={40} />);
    expect(screen.getByRole('img', { name: 'Javiera Muñoz: sin foto' })).toHaveTextContent('No img');
  });

  it("turns into 'No img' when the photo's file does not load", () => {
    render(<AuthorAvatar name="Camila Rojas" avatar={testMedia('/uploads/borrada.webp')} size={56} />);
    fireEvent.error(screen.getByRole('img', { name: 'Foto de Camila Rojas' }));
    expect(screen.getByRole('img', { name: 'Camila Rojas: sin foto' })).toBeInTheDocument();
  });
});
