import { cardSpecs, productSpecs } from './product-specs';
import { testProduct } from '../../../../jest/test-products';

describe('productSpecs', () => {
  it('lists Resolución, Brillo, Sistema and Operación in that order', () => {
    const product = testProduct('a', { resolution: '3840 × 2160', glow: '700 nits', system: 'Android 11', operation: '24/7' });
    expect(productSpecs(product)).toEqual([
      { label: 'Resolución', value: '3840 × 2160' },
      { label: 'Brillo', value: '700 nits' },
      { label: 'Sistema', value: 'Android 11' },
      { label: 'Operación', value: '24/7' },
    ]);
  });

  it('leaves out each one that is missing or blank', () => {
    expect(productSpecs(testProduct('b', { glow: '2500 nits', operation: '  ' }))).toEqual([{ label: 'Brillo', value: '2500 nits' }]);
    expect(productSpecs(testProduct('c'))).toEqual([]);
  });
});

describe('cardSpecs', () => {
  it('keeps resolution and brightness only, each when present', () => {
    const full = testProduct('d', { resolution: '1920 × 1080', glow: '450 cd/m²', system: 'Android 11', operation: '18/7' });
    expect(cardSpecs(full).map((spec) => spec.label)).toEqual(['Resolución', 'Brillo']);
    expect(cardSpecs(testProduct('e', { glow: '1000 nits', system: 'Linux' }))).toEqual([{ label: 'Brillo', value: '1000 nits' }]);
  });
});
