import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubbedCmsClient } from '../../../../jest/test-cms-client';
import { addressBar, renderListPage } from '../../../../jest/test-list-page';
import SuccessCasesPage from './success-cases-page';

// The cases' category filter: links whose addresses the page reads (?categoria=<slug>).
const categories = ['todos', 'Retail', 'Salud', 'Educación'].map((name, index) => ({ id: index + 1, name }));
const caseIn = (id: number, title: string, category: number) => ({ id, title, categories: [categories[category]] });
const cms = stubbedCmsClient();
const answers = {
  '/categories': categories,
  '/cases': [caseIn(1, 'Tiendas que venden más', 1), caseIn(2, 'Salas de espera tranquilas', 2), caseIn(3, 'Un campus informado', 3)],
};

const open = (url: string) => renderListPage(cms, SuccessCasesPage, url, answers);
const filters = () => screen.findByRole('group', { name: 'Filtrar casos por categoría' });
const caseTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const currentFilter = async () => (await filters()).querySelector('[aria-current="page"]')?.textContent;

describe('/casos-exito filtered by its address', () => {
  it('links every category to its address, Todos to the list without one, and marks Todos current', async () => {
    open('/casos-exito');
    const links = within(await filters()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Todos', '/casos-exito'],
      ['Retail', '/casos-exito?categoria=retail'],
      ['Salud', '/casos-exito?categoria=salud'],
      ['Educación', '/casos-exito?categoria=educacion'],
    ]);
    expect(await currentFilter()).toBe('Todos');
    expect(caseTitles()).toHaveLength(3);
  });

  it('shows the category the address names', async () => {
    open('/casos-exito?categoria=educacion');
    expect(await currentFilter()).toBe('Educación');
    expect(caseTitles()).toEqual(['Un campus informado']);
  });

  it('shows every case for a category the CMS does not know', async () => {
    open('/casos-exito?categoria=deportes');
    expect(await currentFilter()).toBe('Todos');
    expect(caseTitles()).toHaveLength(3);
  });

  it('filters in place on a click, each choice a step that back and forward retrace', async () => {
    const user = userEvent.setup();
    open('/casos-exito');
    await user.click(within(await filters()).getByRole('link', { name: 'Salud' }));
    expect(addressBar()).toBe('/casos-exito?categoria=salud');
    expect(caseTitles()).toEqual(['Salas de espera tranquilas']);
    await user.click(within(await filters()).getByRole('link', { name: 'Retail' }));
    expect(caseTitles()).toEqual(['Tiendas que venden más']);

    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(addressBar()).toBe('/casos-exito?categoria=salud');
    expect(await currentFilter()).toBe('Salud');
    expect(caseTitles()).toEqual(['Salas de espera tranquilas']);
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(addressBar()).toBe('/casos-exito');
    expect(caseTitles()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Adelante' }));
    expect(await currentFilter()).toBe('Salud');
  });
});
