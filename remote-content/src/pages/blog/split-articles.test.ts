import type { Article, Category } from '@site/shared/cms';
import { splitArticles } from './split-articles';

const retail: Category = { id: 1, name: 'Retail' };
const salud: Category = { id: 2, name: 'Salud' };

function article(id: number, categories: Category[], featured = false): Article {
  return { id, slug: `a-${id}`, title: `Artículo ${id}`, description: '', content: '', coverUrl: null, featured, categories, author: null };
}

const articles = [article(1, [retail]), article(2, [salud], true), article(3, [retail, salud]), article(4, []), article(5, [salud], true)];
const ids = (list: Article[]) => list.map((a) => a.id);

describe('splitArticles', () => {
  it.each([
    ['todos', [1, 3, 4, 5]],
    ['Todos', [1, 3, 4, 5]],
    [null, [1, 3, 4, 5]],
    ['Retail', [1, 3]],
    ['Salud', [3, 5]],
    ['Educación', []],
  ])('category %s keeps articles %j beside the featured one', (category, expected) => {
    const listing = splitArticles(articles, category);
    expect(listing.featured?.id).toBe(2);
    expect(ids(listing.others)).toEqual(expected);
  });

  it('compares category names exactly, so "retail" is not "Retail"', () => {
    expect(ids(splitArticles(articles, 'retail').others)).toEqual([]);
  });

  it('has no featured article when none is marked', () => {
    const listing = splitArticles([article(1, [retail])], 'todos');
    expect(listing.featured).toBeNull();
    expect(ids(listing.others)).toEqual([1]);
  });

  it('is empty for an empty list', () => {
    expect(splitArticles([], 'todos')).toEqual({ featured: null, others: [] });
  });
});
