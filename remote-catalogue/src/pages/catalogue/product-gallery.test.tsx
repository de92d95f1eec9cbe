import { ThemeProvider } from '@mui/material/styles';
import { TAP_RECORDER_SCRIPT } from '@site/shared/hydration/tap-recorder';
import { theme } from '@site/shared/theme';
import { useState } from 'react';
import { serverHtml } from '../../../../jest/server-html';
import { ProductGallery } from './product-gallery';
import { imagesOf, testProduct } from '../../../../jest/test-products';

const product = testProduct('totem-t55', { name: 'Tótem T55', images: imagesOf(3) });

/** The gallery with the page's state of its chosen image. */
function Gallery() {
  const [index, setIndex] = useState(0);
  return <ProductGallery product={product} imageIndex={index} onSelect={setIndex} onStep={(step) => setIndex((index + step + 3) % 3)} />;
}

afterEach(() => {
  delete window.__SITE_TAPS__;
});

describe('ProductGallery', () => {
  it('shows, once hydrated, the thumbnail tapped before its scripts ran', async () => {
    // The recorder as the page's <head> runs it.
    window.eval(TAP_RECORDER_SCRIPT);
    const page = serverHtml(
      <ThemeProvider theme={theme}>
        <Gallery />
      </ThemeProvider>,
    );
    const image = () => page.container.querySelector('[role="group"] img');
    const third = () => page.container.querySelector('button[aria-label="Ver imagen 3 de 3"]') as HTMLButtonElement;
    third().click();
    expect(image()).toHaveAttribute('alt', 'Tótem T55, imagen 1 de 3');
    await page.hydrate();
    expect(image()).toHaveAttribute('alt', 'Tótem T55, imagen 3 de 3');
    expect(image()).toHaveAttribute('src', '/uploads/x-3.webp');
    expect(third()).toHaveAttribute('aria-pressed', 'true');
  });
});
