import { filterProducts, resultsCount, resultsHeading } from './filter-products';
import { category, testProduct } from '../../../../jest/test-products';

const products = [
  testProduct('totem', { name: 'Tótem táctil Lumina T55', categories: [category('pantallas-interactivas')] }),
  testProduct('led', { name: 'Pantalla LED interior Kairo P2.5', description: 'Tótem de LED', categories: [category('pantallas-led')] }),
  testProduct('videowall', { name: 'Videowall Lumina VW49', categories: [category('videowalls'), category('pantallas-led')] }),
  testProduct('huerfano', { name: 'Soporte de piso' }),
];
const slugs = (list: ReturnType<typeof filterProducts>) => list.map((p) => p.slug);

describe('filterProducts (SPEC §4–5)', () => {
  it.each([
    ['', null, ['totem', 'led', 'videowall', 'huerfano']],
    ['lumina', null, ['totem', 'videowall']],
    ['LUMINA', null, ['totem', 'videowall']],
    ['  kairo ', null, ['led']],
    ['TÓTEM', null, ['totem']],
    ['totem tactil', null, ['totem']],
    // The name only: 'Tótem' in a description does not match.
    ['tótem', 'pantallas-led', []],
    ['', 'pantallas-led', ['led', 'videowall']],
    ['lumina', 'pantallas-led', ['videowall']],
    ['', 'videowalls', ['videowall']],
    ['', 'no-existe', []],
    ['inexistente', null, []],
  ])('search %j in category %s gives %j', (search, categorySlug, expected) => {
    expect(slugs(filterProducts(products, search, categorySlug))).toEqual(expected);
  });
});

describe('resultsHeading and resultsCount', () => {
  it('says the search first, then the category, else all products', () => {
    const led = category('pantallas-led', 'Pantallas LED');
    expect(resultsHeading(' kairo ', led)).toBe('Resultados para "kairo"');
    expect(resultsHeading('   ', led)).toBe('Pantallas LED');
    expect(resultsHeading('', null)).toBe('Todos los productos');
  });

  it('counts in Spanish, singular for one', () => {
    expect(resultsCount(0)).toBe('0 productos');
    expect(resultsCount(1)).toBe('1 producto');
    expect(resultsCount(14)).toBe('14 productos');
  });
});
