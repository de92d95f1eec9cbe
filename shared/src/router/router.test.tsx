import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { Link, MemoryRouter } from './router';

describe('Link', () => {
  it('renders the link without data-discover, which only framework mode reads', () => {
    const html = renderToString(
      <MemoryRouter>
        <Link to="/contacto">Contacto</Link>
      </MemoryRouter>,
    );
    expect(html).toBe('<a href="/contacto">Contacto</a>');
  });

  it('hands its ref to the anchor (MUI’s `component={Link}` relies on it)', () => {
    const ref = createRef<HTMLAnchorElement>();
    render(
      <MemoryRouter>
        <Link ref={ref} to="/blog">
          Blog
        </Link>
      </MemoryRouter>,
    );
    expect(ref.current?.getAttribute('href')).toBe('/blog');
  });
});
