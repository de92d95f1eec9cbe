import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubbedCmsClient } from '../../../../jest/test-cms-client';
import { addressBar, renderListPage } from '../../../../jest/test-list-page';
import ResourcesPage from './resources-page';

// The materials' category links and search form, both in the address (?categoria=…&buscar=…).
const categories = ['todos', 'Retail', 'Salud'].map((name, index) => ({ id: index + 1, name }));
const material = (id: number, title: string, category: number) => ({ id, title, description: '', categories: [categories[category]] });
const answers = {
  '/categories': categories,
  '/materiales': [
    material(1, 'Guía de señalización para retail', 1),
    material(2, 'Checklist de vitrinas', 1),
    material(3, 'Guía para salas de espera', 2),
  ],
};

const cms = stubbedCmsClient();
const open = (url: string) => renderListPage(cms, ResourcesPage, url, answers);
const cardTitles = () =>
  within(screen.getByRole('region', { name: 'Materiales' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);
const filters = () => screen.findByRole('group', { name: 'Filtrar materiales por categoría' });

describe('/recursos filtered by its address', () => {
  it('shows the category and the search the address names', async () => {
    open('/recursos?categoria=retail&buscar=gu%C3%ADa');
    expect((await filters()).querySelector('[aria-current="page"]')?.textContent).toBe('Retail');
    expect(screen.getByRole('searchbox', { name: 'Buscar materiales' })).toHaveValue('guía');
    expect(cardTitles()).toEqual(['Guía de señalización para retail']);
  });

  it('searches with a GET form that sends the category too, and links the categories with the search kept', async () => {
    open('/recursos?categoria=salud&buscar=gu%C3%ADa');
    const form = await screen.findByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/recursos');
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({ categoria: 'salud', buscar: 'guía' });
    const links = within(await filters()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Todos', '/recursos?buscar=gu%C3%ADa'],
      ['Retail', '/recursos?categoria=retail&buscar=gu%C3%ADa'],
      ['Salud', '/recursos?categoria=salud&buscar=gu%C3%ADa'],
    ]);
  });

  it('shows every material for a category the CMS does not know', async () => {
    open('/recursos?categoria=deportes');
    expect((await filters()).querySelector('[aria-current="page"]')?.textContent).toBe('Todos');
    expect(cardTitles()).toHaveLength(3);
  });

  it('searches as the visitor types, in place of the address (no step per keystroke); a category is a step', async () => {
    const user = userEvent.setup();
    open('/recursos');
    await user.click(within(await filters()).getByRole('link', { name: 'Retail' }));
    expect(cardTitles()).toHaveLength(2);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar materiales' }), 'guia');
    expect(addressBar()).toBe('/recursos?categoria=retail&buscar=guia');
    expect(cardTitles()).toEqual(['Guía de señalización para retail']);
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(addressBar()).toBe('/recursos');
    expect(screen.getByRole('searchbox', { name: 'Buscar materiales' })).toHaveValue('');
    expect(cardTitles()).toHaveLength(3);
  });
});
