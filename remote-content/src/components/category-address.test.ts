import { categoryOfAddress, categorySearch, categorySlug } from './category-address';
import { categoryOptions } from './use-category-options';

// The CMS's categories in its order: 'todos' first (SPEC §3).
const names = ['todos', 'Retail', 'Salud', 'Educación', 'Experiencia al Cliente'];
const address = (query: string) => new URLSearchParams(query);

describe('the category an address names', () => {
  it.each([
    ['', 'todos'],
    ['categoria=salud', 'Salud'],
    ['categoria=educacion', 'Educación'],
    ['categoria=experiencia-al-cliente', 'Experiencia al Cliente'],
    ['categoria=todos', 'todos'],
    // One the CMS does not know (an old link, a typo) shows every item.
    ['categoria=deportes', 'todos'],
    ['categoria=', 'todos'],
    ['categoria=Salud', 'todos'],
  ])('?%s → %s', (query, name) => {
    expect(categoryOfAddress(names, address(query))).toBe(name);
  });

  it('is none while there are no categories', () => {
    expect(categoryOfAddress([], address('categoria=salud'))).toBeNull();
  });
});

describe('the address of a category', () => {
  it.each([
    ['Salud', 'salud'],
    ['Experiencia al Cliente', 'experiencia-al-cliente'],
    ['todos', null],
    [null, null],
  ])('%s has the slug %s', (name, slug) => {
    expect(categorySlug(name)).toBe(slug);
  });

  it.each([
    ['', 'Salud', '?categoria=salud'],
    ['', 'todos', ''],
    ['categoria=salud', 'todos', ''],
    ['categoria=salud', 'Educación', '?categoria=educacion'],
    // Another category starts again at its first page.
    ['categoria=salud&pagina=3', 'Retail', '?categoria=retail'],
    ['pagina=2', 'todos', ''],
    // The materials' search stays, after the category.
    ['buscar=gu%C3%ADa', 'Retail', '?categoria=retail&buscar=gu%C3%ADa'],
    ['buscar=gu%C3%ADa&categoria=retail', 'todos', '?buscar=gu%C3%ADa'],
  ])('from ?%s, %s is %j', (query, name, search) => {
    expect(categorySearch(address(query), name)).toBe(search);
  });
});

describe('categoryOptions', () => {
  it('links every category, Todos to the address without one, and selects the address’s', () => {
    const { options, selected } = categoryOptions(names.slice(0, 3), address('categoria=retail&pagina=2'));
    expect(options).toEqual([
      { value: 'todos', label: 'Todos', search: '' },
      { value: 'Retail', label: 'Retail', search: '?categoria=retail' },
      { value: 'Salud', label: 'Salud', search: '?categoria=salud' },
    ]);
    expect(selected).toBe('Retail');
  });
});
