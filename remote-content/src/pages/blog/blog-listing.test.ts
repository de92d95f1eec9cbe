import type { ArticleSummary } from '@site/shared/cms';
import { categoryFilterOf, pageOf, pageSearch, withoutFeatured } from './blog-listing';

function article(id: number, featured = false): ArticleSummary {
  return { id, slug: `a-${id}`, title: `Artículo ${id}`, description: '', cover: null, featured, categories: [], author: null };
}

describe('pageOf', () => {
  it.each([
    ['', 1],
    ['pagina=2', 2],
    ['pagina=84', 84],
    ['pagina=9999', 9999],
    ['pagina=0', 1],
    ['pagina=-3', 1],
    ['pagina=2.5', 1],
    ['pagina=dos', 1],
    ['pagina=99999', 1],
    ['pagina=02', 1],
  ])('?%s shows page %d', (query, page) => {
    expect(pageOf(new URLSearchParams(query))).toBe(page);
  });

  it('round-trips with pageSearch', () => {
    const none = new URLSearchParams();
    for (const page of [1, 2, 84]) expect(pageOf(new URLSearchParams(pageSearch(none, page)))).toBe(page);
    expect(pageSearch(none, 1)).toBe('');
  });

  it('keeps the category of the address on every page', () => {
    const salud = new URLSearchParams('categoria=salud&pagina=3');
    expect(pageSearch(salud, 2)).toBe('?categoria=salud&pagina=2');
    expect(pageSearch(salud, 1)).toBe('?categoria=salud');
  });
});

describe('categoryFilterOf', () => {
  it.each([
    ['todos', null],
    ['Todos', null],
    [null, null],
    ['Retail', 'Retail'],
  ])('%s filters by %s', (selected, filter) => {
    expect(categoryFilterOf(selected)).toBe(filter);
  });
});

describe('withoutFeatured', () => {
  it('leaves out the featured article only', () => {
    const featured = article(2, true);
    const others = withoutFeatured([article(1), article(2, true), article(3, true)], featured);
    expect(others.map((a) => a.id)).toEqual([1, 3]);
  });

  it('keeps every article when none is featured', () => {
    expect(withoutFeatured([article(1), article(3)], null).map((a) => a.id)).toEqual([1, 3]);
  });
});
