import type { SuccessCase } from '@site/shared/cms';
import { mapSuccessCase } from '../../../jest/cms-mappers';
import { filterCases } from '../pages/success-cases/filter-cases';
import { inCategory, isAllCategory } from './category-match';

// The mapper fills every other field in as empty.
const successCase = (id: number, categories: string[]): SuccessCase =>
  mapSuccessCase({ id, title: `Caso ${id}`, categories: categories.map((name, i) => ({ id: i, name })) }) as SuccessCase;

describe('category matching', () => {
  it.each([[null], ['todos'], ['Todos'], [' TODOS ']])('%j means every category', (name) => {
    expect(isAllCategory(name)).toBe(true);
  });

  it('matches any of the item’s categories by exact name', () => {
    const item = { categories: [{ id: 1, name: 'Retail' }, { id: 2, name: 'Salud' }] };
    expect(inCategory(item, 'Salud')).toBe(true);
    expect(inCategory(item, 'salud')).toBe(false);
    expect(inCategory(item, 'Educación')).toBe(false);
  });

  it.each([
    ['todos', [1, 2, 3]],
    ['Retail', [1, 3]],
    ['Salud', [2, 3]],
    ['Educación', []],
  ])('success cases in %s: %j', (name, expected) => {
    const cases = [successCase(1, ['Retail']), successCase(2, ['Salud']), successCase(3, ['Retail', 'Salud'])];
    expect(filterCases(cases, name).map((c) => c.id)).toEqual(expected);
  });
});
