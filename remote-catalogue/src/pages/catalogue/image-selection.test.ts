import { selectedImage, selectImage, stepImage, type ImageSelection } from './image-selection';

describe('per-product selected image (SPEC §4)', () => {
  it('starts at the first image of every product', () => {
    expect(selectedImage({}, 'a', 3)).toBe(0);
  });

  it('arrows cycle both ways and wrap around', () => {
    let selection: ImageSelection = {};
    selection = stepImage(selection, 'a', 3, 1);
    expect(selectedImage(selection, 'a', 3)).toBe(1);
    selection = stepImage(stepImage(selection, 'a', 3, 1), 'a', 3, 1);
    expect(selectedImage(selection, 'a', 3)).toBe(0);
    selection = stepImage(selection, 'a', 3, -1);
    expect(selectedImage(selection, 'a', 3)).toBe(2);
  });

  it('arrows need at least two images', () => {
    const selection = {};
    expect(stepImage(selection, 'a', 1, 1)).toBe(selection);
    expect(stepImage(selection, 'a', 0, -1)).toBe(selection);
  });

  it('keeps each product its own image', () => {
    const selection = stepImage(selectImage({}, 'a', 2), 'b', 2, 1);
    expect(selectedImage(selection, 'a', 3)).toBe(2);
    expect(selectedImage(selection, 'b', 2)).toBe(1);
  });

  it('falls back to the first image when the product now has fewer', () => {
    expect(selectedImage({ a: 4 }, 'a', 2)).toBe(0);
  });
});
