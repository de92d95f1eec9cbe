import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { okResponse, stubbedCmsClient } from '../../../../jest/test-cms-client';
import { testMedia } from '../../../../jest/test-media';
import { MemoryRouter, useLocation } from '@site/shared/router';
import { AxiosError, type AxiosAdapter } from 'axios';
import { SWRConfig } from 'swr';
import CataloguePage from './catalogue-page';

// The page against a stubbed HTTP layer: the CMS's JSON as Strapi answers it.
const categories = [
  { id: 1, slug: 'pantallas-interactivas', name: 'Pantallas interactivas' },
  { id: 2, slug: 'pantallas-led', name: 'Pantallas LED' },
];
const products = [
  {
    id: 10,
    slug: 'totem-t55',
    name: 'Tótem táctil Lumina T55',
    brand: 'Lumina',
    description: 'Tótem de piso con pantalla táctil.',
    resolution: '1920 × 1080',
    glow: '450 cd/m²',
    system: null,
    operation: '18/7',
    features: [{ id: 1, name: 'Táctil de 10 puntos' }],
    displaySizes: [{ id: 1, name: '55"' }],
    images: [testMedia('/uploads/t55-1.webp'), testMedia('/uploads/t55-2.webp'), testMedia('/uploads/t55-3.webp')],
    categories: [categories[0]],
  },
  {
    id: 11,
    slug: 'led-p25',
    name: 'Pantalla LED interior Kairo P2.5',
    brand: 'Kairo',
    description: 'Módulos LED de paso fino.',
    resolution: null,
    glow: '1000 nits',
    system: null,
    operation: null,
    features: [],
    displaySizes: [],
    images: [testMedia('/uploads/p25-1.webp')],
    categories: [categories[1]],
  },
];

function answer(routes: Record<string, unknown[] | 'fail'>): AxiosAdapter {
  return async (config) => {
    const body = routes[config.url ?? ''];
    if (body === undefined || body === 'fail') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    return okResponse(config, { data: body });
  };
}

/** Shows the router's URL so the tests can read it like the address bar. */
function UrlProbe() {
  const location = useLocation();
  return <output data-testid="url">{location.pathname + location.search}</output>;
}
const currentUrlText = () => screen.getByTestId('url').textContent;

function renderCatalogue(url = '/productos', routes: Record<string, unknown[] | 'fail'> = { '/products': products, '/product-categories': categories }) {
  cms.stub(answer(routes));
  return render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={[url]}>
        <CataloguePage />
        <UrlProbe />
      </MemoryRouter>
    </SWRConfig>,
  );
}

const cms = stubbedCmsClient();
afterEach(() => {
  jest.restoreAllMocks();
});

const heading = () => screen.getByRole('heading', { level: 2, name: /productos|Resultados|Pantallas/ });

it('shows the loading indicator, then every product under "Todos los productos"', async () => {
  renderCatalogue();
  expect(screen.getByText('Cargando productos…')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Todos los productos' })).toBeInTheDocument();
  expect(screen.getByText('2 productos')).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(2);
});

it('searches product names as the visitor types, and clears the search', async () => {
  const user = userEvent.setup();
  renderCatalogue();
  const box = await screen.findByRole('searchbox', { name: 'Buscar productos' });
  await user.type(box, 'KAIRO');
  expect(box).toHaveValue('KAIRO');
  expect(await screen.findByRole('heading', { name: 'Resultados para "KAIRO"' })).toBeInTheDocument();
  expect(screen.getByText('1 producto')).toBeInTheDocument();
  expect(currentUrlText()).toBe('/productos?buscar=KAIRO');

  await user.clear(box);
  await user.type(box, 'sin coincidencias');
  expect(await screen.findByText('No se encontraron productos que coincidan con tu búsqueda.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Limpiar búsqueda' }));
  expect(box).toHaveValue('');
  expect(box).toHaveFocus();
  expect(await screen.findByRole('heading', { name: 'Todos los productos' })).toBeInTheDocument();
  expect(currentUrlText()).toBe('/productos');

  // From an empty result, one button shows the whole catalogue again.
  await user.type(box, 'nada');
  await user.click(await screen.findByRole('link', { name: 'Ver todos los productos' }));
  expect(box).toHaveValue('');
  expect(await screen.findByText('2 productos')).toBeInTheDocument();
});

it('filters by category from the sidebar and says which', async () => {
  const user = userEvent.setup();
  renderCatalogue();
  const sidebar = await screen.findByRole('navigation', { name: 'Categorías' });
  await user.click(within(sidebar).getByRole('link', { name: 'Pantallas LED' }));
  expect(heading()).toHaveTextContent('Pantallas LED');
  expect(screen.getByText('1 producto')).toBeInTheDocument();
  expect(within(sidebar).getByRole('link', { name: 'Pantallas LED' })).toHaveAttribute('aria-current', 'page');
  expect(within(sidebar).getByRole('link', { name: 'Ver todos' })).not.toHaveAttribute('aria-current');
  expect(currentUrlText()).toBe('/productos?categoria=pantallas-led');
  await user.click(within(sidebar).getByRole('link', { name: 'Ver todos' }));
  expect(heading()).toHaveTextContent('Todos los productos');
  expect(currentUrlText()).toBe('/productos');
});

it("links every control to the catalogue's address, so each works before the scripts run and without them", async () => {
  renderCatalogue('/productos?buscar=lumina&categoria=pantallas-interactivas');
  const sidebar = await screen.findByRole('navigation', { name: 'Categorías' });
  const hrefs = (links: HTMLElement[]) => links.map((link) => [link.textContent, link.getAttribute('href')]);
  // A category keeps the search.
  const categoryLinks = [
    ['Ver todos', '/productos?buscar=lumina'],
    ['Pantallas interactivas', '/productos?buscar=lumina&categoria=pantallas-interactivas'],
    ['Pantallas LED', '/productos?buscar=lumina&categoria=pantallas-led'],
  ];
  expect(hrefs(within(sidebar).getAllByRole('link'))).toEqual(categoryLinks);
  // On a phone, the same links in a row named by its visible title, where the native selector was.
  const phoneRow = screen.getByRole('group', { name: 'Categorías' });
  expect(hrefs(within(phoneRow).getAllByRole('link'))).toEqual(categoryLinks);
  expect(within(phoneRow).getByRole('link', { name: 'Pantallas interactivas' })).toHaveAttribute('aria-current', 'page');
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  // The search is a GET form to the catalogue that keeps the category.
  const form = screen.getByRole('search');
  expect(form).toHaveAttribute('method', 'get');
  expect(form).toHaveAttribute('action', '/productos');
  expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({ categoria: 'pantallas-interactivas', buscar: 'lumina' });
  // 'Detalles' opens the product's address, search and category kept.
  expect(screen.getByRole('link', { name: 'Detalles de Tótem táctil Lumina T55' })).toHaveAttribute(
    'href',
    '/productos?buscar=lumina&categoria=pantallas-interactivas&producto=totem-t55',
  );
});

it("closes the detail with links to the catalogue's address without the product", async () => {
  renderCatalogue('/productos?categoria=pantallas-led&producto=led-p25');
  const detail = await screen.findByRole('article', { name: 'Pantalla LED interior Kairo P2.5' });
  expect(within(detail).getByRole('link', { name: 'Volver a productos' })).toHaveAttribute('href', '/productos?categoria=pantallas-led');
  expect(within(detail).getByRole('link', { name: 'Cerrar detalle del producto' })).toHaveAttribute('href', '/productos?categoria=pantallas-led');
});

it('opens the detail with its first image, cycles images and returns focus to the card on close', async () => {
  const user = userEvent.setup();
  renderCatalogue();
  const card = (await screen.findAllByRole('article'))[0]!;
  // The card's own arrows move its image; opening the detail starts again at the first.
  await user.click(within(card).getByRole('button', { name: 'Imagen siguiente de Tótem táctil Lumina T55' }));
  expect(within(card).getByRole('img')).toHaveAttribute('alt', 'Tótem táctil Lumina T55, imagen 2 de 3');
  await user.click(within(card).getByRole('link', { name: 'Detalles de Tótem táctil Lumina T55' }));

  const detail = screen.getByRole('article', { name: 'Tótem táctil Lumina T55' });
  expect(currentUrlText()).toBe('/productos?producto=totem-t55');
  expect(screen.getByRole('heading', { level: 2, name: 'Tótem táctil Lumina T55' })).toHaveFocus();
  expect(within(detail).getByRole('img', { name: /imagen 1 de 3/ })).toHaveAttribute('src', '/uploads/t55-1.webp');
  // Only the specifications the product has.
  expect(within(detail).getByText('Resolución')).toBeInTheDocument();
  expect(within(detail).getByText('Operación')).toBeInTheDocument();
  expect(within(detail).queryByText('Sistema')).not.toBeInTheDocument();
  expect(within(detail).getByText('Táctil de 10 puntos')).toBeInTheDocument();
  expect(within(detail).getByText('55"')).toBeInTheDocument();
  expect(within(detail).getByRole('link', { name: 'Solicitar información' })).toHaveAttribute('href', '/contacto#contact-form');

  await user.click(within(detail).getByRole('button', { name: 'Imagen anterior de Tótem táctil Lumina T55' }));
  expect(within(detail).getByRole('img', { name: /imagen 3 de 3/ })).toBeInTheDocument();
  await user.click(within(detail).getByRole('button', { name: 'Ver imagen 2 de 3' }));
  expect(within(detail).getByRole('img', { name: /imagen 2 de 3/ })).toBeInTheDocument();
  expect(within(detail).getByRole('button', { name: 'Ver imagen 2 de 3' })).toHaveAttribute('aria-pressed', 'true');

  await user.click(within(detail).getByRole('link', { name: 'Volver a productos' }));
  expect(currentUrlText()).toBe('/productos');
  expect(screen.getByRole('link', { name: 'Detalles de Tótem táctil Lumina T55' })).toHaveFocus();
});

it('shows no arrows or thumbnails for a single image, and choosing a category closes the detail', async () => {
  const user = userEvent.setup();
  renderCatalogue('/productos?producto=led-p25');
  const detail = await screen.findByRole('article', { name: 'Pantalla LED interior Kairo P2.5' });
  // Opened by its link, the page does not jump to the product's name.
  expect(screen.getByRole('heading', { level: 2, name: 'Pantalla LED interior Kairo P2.5' })).not.toHaveFocus();
  expect(within(detail).queryByRole('button', { name: /Imagen (anterior|siguiente)/ })).not.toBeInTheDocument();
  expect(within(detail).queryByRole('button', { name: /Ver imagen/ })).not.toBeInTheDocument();
  expect(within(detail).queryByText('Características')).not.toBeInTheDocument();
  await user.click(within(screen.getByRole('navigation', { name: 'Categorías' })).getByRole('link', { name: 'Pantallas interactivas' }));
  expect(screen.queryByRole('article', { name: 'Pantalla LED interior Kairo P2.5' })).not.toBeInTheDocument();
  expect(heading()).toHaveTextContent('Pantallas interactivas');
});

it('shows the empty state when the products cannot be fetched (SPEC §8)', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderCatalogue('/productos', { '/products': 'fail', '/product-categories': categories });
  expect(await screen.findByText('No se encontraron productos que coincidan con tu búsqueda.')).toBeInTheDocument();
  expect(screen.getByText('0 productos')).toBeInTheDocument();
});

it('ignores a category the CMS does not know', async () => {
  renderCatalogue('/productos?categoria=descontinuados');
  expect(await screen.findByRole('heading', { name: 'Todos los productos' })).toBeInTheDocument();
  await act(async () => undefined);
  expect(screen.getAllByRole('article')).toHaveLength(2);
});
