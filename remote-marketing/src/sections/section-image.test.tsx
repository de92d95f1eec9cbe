import { screen } from '@testing-library/react';
import { SectionImg, srcSetOf } from './section-image';
import { renderInRouter } from '../../../jest/render-in-router';

const photo = { src: '/photo.webp', alt: 'Un videowall en una tienda', width: 960, height: 720 };

describe('SectionImg', () => {
  it('offers its renditions and the original as a srcset, with the sizes it is given', () => {
    const image = { ...photo, renditions: [{ src: '/photo-480.webp', width: 480 }, { src: '/photo-720.webp', width: 720 }] };
    renderInRouter(<SectionImg image={image} priority sizes="(min-width: 900px) 480px, 100vw" />);
    const img = screen.getByRole('img', { name: 'Un videowall en una tienda' });
    expect(img).toHaveAttribute('srcset', '/photo-480.webp 480w, /photo-720.webp 720w, /photo.webp 960w');
    expect(img).toHaveAttribute('sizes', '(min-width: 900px) 480px, 100vw');
    expect(img).toHaveAttribute('src', '/photo.webp');
    expect(img).toHaveAttribute('width', '960');
    expect(img).toHaveAttribute('height', '720');
  });

  it('has neither srcset nor sizes without renditions', () => {
    renderInRouter(<SectionImg image={photo} sizes="100vw" />);
    const img = screen.getByRole('img', { name: 'Un videowall en una tienda' });
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(srcSetOf({ ...photo, renditions: [] })).toBeUndefined();
  });
});
