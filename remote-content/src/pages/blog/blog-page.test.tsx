import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { articlesPageQuery, runCmsQuery, type CmsQuery } from '@site/shared/cms';
import { stubbedCmsClient } from '../../../../jest/test-cms-client';
import { addressBar, answerFrom, renderListPage } from '../../../../jest/test-list-page';
import BlogPage from './blog-page';
import { pageData } from './page-data';

// The blog's category filter: links whose addresses the page, and the server before it, read.
const categories = ['todos', 'Retail', 'Salud'].map((name, index) => ({ id: index + 1, name }));
const article = (id: number, title: string, category: number, featured = false) => ({
  id,
  slug: `articulo-${id}`,
  title,
  featured,
  categories: [categories[category]],
});
const articles = [
  article(1, 'Pantallas que venden', 1, true),
  article(2, 'Vitrinas digitales', 1),
  article(3, 'Salas de espera tranquilas', 2),
];
const CATEGORY_FILTER = 'filters[categories][name][$eq]';
// As Strapi filters them: by the category's name, or the featured ones.
const answers = {
  '/categories': categories,
  '/articles': (params: Record<string, string>) =>
    articles.filter(
      (item) =>
        (params[CATEGORY_FILTER] === undefined || item.categories.some((category) => category?.name === params[CATEGORY_FILTER])) &&
        (params['filters[featured][$eq]'] === undefined || item.featured),
    ),
};

const cms = stubbedCmsClient();
const gridTitles = () =>
  within(screen.getByRole('region', { name: /^Artículos/ }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

/** What the server reads for an address and hands the browser, its follow-up reads included. */
async function serverReads(url: string): Promise<Record<string, unknown>> {
  cms.stub(answerFrom(answers));
  const data: Record<string, unknown> = {};
  const read = async (query: CmsQuery<unknown>): Promise<void> => {
    const result = await runCmsQuery(query);
    data[query.key] = result;
    await Promise.all((query.followUps?.(result) ?? []).map(read));
  };
  await Promise.all(pageData({ path: '/blog', params: {}, search: new URL(url, 'https://sitio.cl').searchParams }).map(read));
  return data;
}

describe("the blog's first read", () => {
  it('reads the page of cards the address names, in no category', async () => {
    const keys = Object.keys(await serverReads('/blog?pagina=2'));
    expect(keys).toEqual(expect.arrayContaining([articlesPageQuery(2).key]));
  });

  it('reads the cards of the address’s category once it has the categories, by the name the CMS filters on', async () => {
    const data = await serverReads('/blog?categoria=salud&pagina=2');
    expect(Object.keys(data)).toEqual(expect.arrayContaining([articlesPageQuery(2, 'Salud').key]));
    expect(Object.keys(data)).not.toContain(articlesPageQuery(2).key);
  });

  it('reads every card for a category the CMS does not know', async () => {
    expect(Object.keys(await serverReads('/blog?categoria=deportes'))).toEqual(expect.arrayContaining([articlesPageQuery(1).key]));
  });

  it('hands the browser what the page reads: opened filtered, it asks the CMS nothing again', async () => {
    const fallback = await serverReads('/blog?categoria=salud');
    const asked: string[] = [];
    renderListPage(cms, BlogPage, '/blog?categoria=salud', answers, { asked, fallback });
    const filters = screen.getByRole('group', { name: 'Filtrar artículos por categoría' });
    expect(filters.querySelector('[aria-current="page"]')?.textContent).toBe('Salud');
    expect(gridTitles()).toEqual(['Salas de espera tranquilas']);
    // The featured article heads the list whatever the filter (SPEC §4).
    expect(within(screen.getByRole('region', { name: 'Artículo destacado' })).getByText('Pantallas que venden')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});

describe('choosing a category', () => {
  it('links Todos to /blog and each category to its address, which leaves the page number out', async () => {
    renderListPage(cms, BlogPage, '/blog?pagina=2', answers);
    const links = within(await screen.findByRole('group', { name: 'Filtrar artículos por categoría' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/blog', '/blog?categoria=retail', '/blog?categoria=salud']);
  });

  it('filters in place, at the first page, and back returns to the page it left', async () => {
    const user = userEvent.setup();
    renderListPage(cms, BlogPage, '/blog?pagina=2', answers);
    await user.click(await screen.findByRole('link', { name: 'Retail' }));
    expect(addressBar()).toBe('/blog?categoria=retail');
    // The category's cards come from the CMS (a page at a time).
    await screen.findByRole('heading', { name: 'Vitrinas digitales' });
    expect(gridTitles()).toEqual(['Vitrinas digitales']);
    expect(screen.getByRole('region', { name: 'Artículo destacado' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(addressBar()).toBe('/blog?pagina=2');
    expect(await screen.findByRole('region', { name: 'Artículos, página 2' })).toBeInTheDocument();
  });
});
