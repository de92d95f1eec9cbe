import {
  changeSearch,
  closeDetails,
  isNewHistoryEntry,
  selectCategory,
  toggleDetails,
  viewFromSearchParams,
  viewSearch,
  viewToSearchParams,
  type CatalogueView,
} from './catalogue-view';

const grid: CatalogueView = { search: '', category: null, product: null };

describe('the view in the query string', () => {
  it('reads search, category and product, treating empty values as unset', () => {
    expect(viewFromSearchParams(new URLSearchParams('buscar=led&categoria=videowalls&producto=vw49'))).toEqual({
      search: 'led',
      category: 'videowalls',
      product: 'vw49',
    });
    expect(viewFromSearchParams(new URLSearchParams('categoria=&producto=%20'))).toEqual(grid);
    expect(viewFromSearchParams(new URLSearchParams('otro=1'))).toEqual(grid);
  });

  it("gives each view's address, the whole catalogue's without a query", () => {
    expect(viewSearch(grid)).toBe('');
    const view = { search: 'led', category: 'videowalls', product: null };
    expect(viewSearch(selectCategory(view, 'pantallas-led'))).toBe('?buscar=led&categoria=pantallas-led');
    expect(viewSearch(toggleDetails(view, 'vw49'))).toBe('?buscar=led&categoria=videowalls&producto=vw49');
    expect(viewSearch(closeDetails({ ...view, product: 'vw49' }))).toBe('?buscar=led&categoria=videowalls');
  });

  it('writes only what is set and reads back the same view', () => {
    expect(viewToSearchParams(grid).toString()).toBe('');
    const view = { search: 'pantalla táctil', category: 'pantallas-led', product: null };
    const params = viewToSearchParams(view);
    expect(params.toString()).toBe('buscar=pantalla+t%C3%A1ctil&categoria=pantallas-led');
    expect(viewFromSearchParams(params)).toEqual(view);
  });
});

describe('transitions (SPEC §4)', () => {
  const open = { search: 'led', category: 'pantallas-led', product: 'p25' };

  it('choosing a category closes the detail and keeps the search', () => {
    expect(selectCategory(open, 'videowalls')).toEqual({ search: 'led', category: 'videowalls', product: null });
    expect(selectCategory(open, null)).toEqual({ search: 'led', category: null, product: null });
  });

  it("'Detalles' on the open product closes it; on another product opens that one", () => {
    expect(toggleDetails(open, 'p25').product).toBeNull();
    expect(toggleDetails(open, 'vw49').product).toBe('vw49');
    expect(toggleDetails(grid, 'p25').product).toBe('p25');
  });

  it('closing keeps search and category', () => {
    expect(closeDetails(open)).toEqual({ search: 'led', category: 'pantallas-led', product: null });
  });

  it('a new search closes the detail; the same text leaves it open', () => {
    expect(changeSearch(open, 'lumina')).toEqual({ search: 'lumina', category: 'pantallas-led', product: null });
    expect(changeSearch(open, 'led')).toEqual(open);
  });

  it('pushes history for a product or a category, replaces it while typing', () => {
    expect(isNewHistoryEntry(grid, toggleDetails(grid, 'p25'))).toBe(true);
    expect(isNewHistoryEntry(open, closeDetails(open))).toBe(true);
    expect(isNewHistoryEntry(grid, selectCategory(grid, 'videowalls'))).toBe(true);
    expect(isNewHistoryEntry(grid, changeSearch(grid, 'l'))).toBe(false);
  });
});
