import { ThemeProvider } from '@mui/material/styles';
import { act, type ReactNode } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@site/shared/router';
import { theme } from '@site/shared/theme';
import type { SvgIconComponent } from '@mui/icons-material';
import type { MenuGroup } from '../navigation/menu-groups';
import { serverHtml } from '../../../../jest/server-html';
import { DesktopNav } from './desktop-nav';

/** How many times an entry's icon has rendered: opening a group must not render its entries again. */
const iconRendered = jest.fn();
function CountingIcon() {
  iconRendered();
  return <svg aria-hidden="true" />;
}

jest.mock('../navigation/menu-groups', () => {
  const entry = (title: string, href: string) => ({ title, href, description: `Sobre ${title}`, icon: CountingIcon as unknown as SvgIconComponent });
  const groups: MenuGroup[] = [
    { id: 'soluciones', label: 'Soluciones', items: [entry('Experiencia del Cliente', '/experiencia-cliente'), entry('Productividad', '/productividad')] },
    { id: 'servicios', label: 'Servicios', items: [entry('Señalización Digital', '/servicios/senalizacion-digital'), entry('Asistente IA', '/servicios/asistente-ia')] },
    { id: 'sobre', label: 'Sobre', items: [entry('Contacto', '/contacto')] },
  ];
  return { useMenuGroups: () => groups };
});

function Site({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/podcast']}>{children}</MemoryRouter>
    </ThemeProvider>
  );
}

const errors = jest.spyOn(console, 'error');
beforeEach(() => {
  errors.mockClear();
  iconRendered.mockClear();
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
});

const trigger = (label: string) => screen.getByRole('button', { name: label });

describe('in the server’s HTML', () => {
  it('carries every group’s links, opened by CSS, and claims no expanded state React does not keep yet', () => {
    const { container } = serverHtml(
      <Site>
        <DesktopNav />
      </Site>,
    );
    const nav = container.querySelector('nav[aria-label="Navegación principal"]');
    expect(nav?.getAttribute('data-menus')).toBe('css');
    expect([...container.querySelectorAll('button')].map((button) => button.getAttribute('aria-expanded'))).toEqual([null, null, null]);
    expect([...container.querySelectorAll('ul[aria-label="Servicios"] a')].map((link) => link.getAttribute('href'))).toEqual([
      '/servicios/senalizacion-digital',
      '/servicios/asistente-ia',
    ]);
    // Each button names the panel it shows.
    const servicios = [...container.querySelectorAll('button')].find((button) => button.textContent === 'Servicios');
    expect(container.querySelector(`#${CSS.escape(servicios?.getAttribute('aria-controls') ?? '')} ul`)?.getAttribute('aria-label')).toBe('Servicios');
  });
});

describe('as React takes over', () => {
  it('keeps the group keyboard focus is in open, hands the menus to React and hydrates without a mismatch', async () => {
    const page = serverHtml(
      <Site>
        <DesktopNav />
      </Site>,
    );
    const link = page.container.querySelector<HTMLAnchorElement>('ul[aria-label="Servicios"] a');
    link?.focus();
    await page.hydrate();

    expect(trigger('Servicios')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Soluciones')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Sobre')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('navigation')).toHaveAttribute('data-menus', 'react');
    expect(document.activeElement).toBe(link);
    expect(errors).not.toHaveBeenCalled();
  });

  it('draws the entries’ icons once hydrated: the server’s HTML leaves their tiles empty', async () => {
    const { container, hydrate } = serverHtml(
      <Site>
        <DesktopNav />
      </Site>,
    );
    const tiles = () => [...container.querySelectorAll('ul[aria-label] a > span[aria-hidden="true"]')];
    expect(tiles()).toHaveLength(5);
    expect(tiles().filter((tile) => tile.querySelector('svg'))).toHaveLength(0);
    await hydrate();
    expect(tiles().filter((tile) => tile.querySelector('svg'))).toHaveLength(5);
    expect(errors).not.toHaveBeenCalled();
  });

  it('opens nothing when the visitor is not in the menus', async () => {
    const { container, hydrate } = serverHtml(
      <Site>
        <DesktopNav />
      </Site>,
    );
    await hydrate();
    expect(container.querySelectorAll('[aria-expanded="true"]')).toHaveLength(0);
    expect(container.querySelectorAll('[aria-expanded="false"]')).toHaveLength(3);
  });
});

describe('once hydrated', () => {
  it('opens one group at a time on hover without rendering any panel’s entries again', () => {
    render(
      <MemoryRouter>
        <DesktopNav />
      </MemoryRouter>,
    );
    expect(iconRendered).toHaveBeenCalledTimes(5);

    fireEvent.mouseEnter(trigger('Servicios').closest('li') as HTMLElement);
    expect(trigger('Servicios')).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseLeave(trigger('Servicios').closest('li') as HTMLElement);
    fireEvent.mouseEnter(trigger('Sobre').closest('li') as HTMLElement);
    expect(trigger('Servicios')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Sobre')).toHaveAttribute('aria-expanded', 'true');
    expect(iconRendered).toHaveBeenCalledTimes(5);
  });

  it('ArrowDown opens a group on its first link; Escape closes it and focus returns to its button', async () => {
    render(
      <MemoryRouter>
        <DesktopNav />
      </MemoryRouter>,
    );
    const servicios = trigger('Servicios');
    servicios.focus();
    fireEvent.keyDown(servicios, { key: 'ArrowDown' });
    expect(servicios).toHaveAttribute('aria-expanded', 'true');
    // The first link takes focus on the next frame, once the panel shows.
    await act(() => new Promise(requestAnimationFrame));
    const firstLink = within(screen.getByRole('list', { name: 'Servicios', hidden: true })).getAllByRole('link', { hidden: true })[0];
    expect(document.activeElement).toBe(firstLink);

    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(servicios).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(servicios);
  });
});
