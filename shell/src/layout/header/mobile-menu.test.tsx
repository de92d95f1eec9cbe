import { ThemeProvider } from '@mui/material/styles';
import { act, type ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@site/shared/router';
import { theme } from '@site/shared/theme';
import { menuGroupsOf } from '../navigation/menu-groups';
import { SiteNavigationContext } from '../navigation/site-navigation';
import { checkoutNavigation } from '../../../../jest/checkout-pages';
import { serverHtml } from '../../../../jest/server-html';
import { MobileMenu } from './mobile-menu';

/** A toggle event as the browser fires it on a dialog (jsdom has no ToggleEvent). */
function toggleEvent(type: 'beforetoggle' | 'toggle', newState: 'open' | 'closed'): Event {
  return Object.assign(new Event(type), { newState, oldState: newState === 'open' ? 'closed' : 'open' });
}

/**
 * jsdom's <dialog> has no methods: these do what Chromium's do for this component's sake (the `open`
 * attribute and the toggle events). The end-to-end tests drive the real one.
 */
beforeAll(() => {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.dispatchEvent(toggleEvent('beforetoggle', 'open'));
      this.setAttribute('open', '');
      this.dispatchEvent(toggleEvent('toggle', 'open'));
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.dispatchEvent(toggleEvent('beforetoggle', 'closed'));
      this.removeAttribute('open');
      this.dispatchEvent(toggleEvent('toggle', 'closed'));
    },
  });
});

const sitePages = checkoutNavigation();
const menuGroups = menuGroupsOf(sitePages.menus);

function Site({ children, at = '/podcast' }: { children: ReactNode; at?: string }) {
  return (
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[at]}>
        <SiteNavigationContext value={sitePages}>{children}</SiteNavigationContext>
        <Routes>
          <Route path="*" element={null} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>
  );
}

const errors = jest.spyOn(console, 'error');
beforeEach(() => {
  errors.mockClear();
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
});

const menuButton = () => screen.getByRole('button', { name: 'Abrir menú' });
const dialog = () => document.getElementById('menu-movil') as HTMLDialogElement;

describe('in the server’s HTML', () => {
  const html = () =>
    serverHtml(
      <Site>
        <MobileMenu />
      </Site>,
    ).container;

  it('has a button that opens the side menu by itself, and a closed modal dialog the browser dismisses', () => {
    const container = html();
    const button = container.querySelector('button[aria-label="Abrir menú"]');
    expect(button?.getAttribute('commandfor')).toBe('menu-movil');
    expect(button?.getAttribute('command')).toBe('show-modal');
    expect(button?.getAttribute('aria-controls')).toBe('menu-movil');
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    const panel = container.querySelector('dialog#menu-movil');
    expect(panel?.hasAttribute('open')).toBe(false);
    expect(panel?.getAttribute('closedby')).toBe('any');
    const close = container.querySelector('button[aria-label="Cerrar menú"]');
    expect([close?.getAttribute('commandfor'), close?.getAttribute('command')]).toEqual(['menu-movil', 'close']);
  });

  it('lists home, every group with its links and the portal in a new tab', () => {
    const nav = html().querySelector('nav[aria-label="Menú móvil"]');
    const links = [...(nav?.querySelectorAll('a') ?? [])];
    expect(links[0]?.textContent).toBe('Inicio');
    expect(links[0]?.getAttribute('href')).toBe('/home');
    expect([...(nav?.querySelectorAll('p') ?? [])].map((title) => title.textContent)).toEqual(menuGroups.map((group) => group.label));
    const hrefs = links.map((link) => link.getAttribute('href'));
    for (const item of menuGroups.flatMap((group) => group.items)) expect(hrefs).toContain(item.href);
    expect(links.at(-1)?.getAttribute('target')).toBe('_blank');
    // Titles only: the entries' icons are the desktop panels' alone.
    expect(nav?.querySelectorAll('li svg')).toHaveLength(0);
  });
});

describe('as React takes over', () => {
  it('leaves a menu opened before the scripts ran open and says so on its button', async () => {
    const page = serverHtml(
      <Site>
        <MobileMenu />
      </Site>,
    );
    page.container.querySelector('dialog')?.setAttribute('open', '');
    await page.hydrate();

    expect(dialog().open).toBe(true);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('once hydrated', () => {
  it('keeps aria-expanded in step with the dialog however it opens and closes', () => {
    render(
      <Site>
        <MobileMenu />
      </Site>,
    );
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    act(() => dialog().showModal());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    // Escape or a tap on the backdrop: the browser closes it.
    act(() => dialog().close());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes once a link inside has navigated in the page; the portal’s new tab leaves it open', () => {
    render(
      <Site>
        <MobileMenu />
      </Site>,
    );
    act(() => dialog().showModal());
    const portal = screen.getByRole('link', { name: /Portal Clientes/ });
    fireEvent.click(portal);
    expect(dialog().open).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: 'Inicio' }));
    expect(dialog().open).toBe(false);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
