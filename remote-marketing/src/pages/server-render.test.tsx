/**
 * @jest-environment node
 */
// The pages are rendered by the shell's server (docs/ARCHITECTURE.md §6): they must
// render with no window or document, and start still (no motion before the
// browser says it is welcome).
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@site/shared/theme';
import type { ComponentType, ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from '@site/shared/router';
import { SWRConfig } from 'swr';
import { teamMembersQuery, type TeamMember } from '@site/shared/cms';
import { testMedia } from '@site/shared/cms/test-media';
import AboutUsPage from './about-us/about-us-page';
import CustomerExperiencePage from './customer-experience/customer-experience-page';
import HomePage from './home/home-page';
import ProductivityPage from './productivity/productivity-page';

/** As the shell's server renders a page: inside the site's theme, once every lazy part is in. */
async function renderPage(ui: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

const pages: [string, ComponentType, string][] = [
  ['/', HomePage, 'Comience su Transformación Digital Hoy'],
  ['/experiencia-cliente', CustomerExperiencePage, 'Conecta con tu audiencia'],
  ['/productividad', ProductivityPage, 'Impulsa tu productividad'],
  ['/sobre-nosotros', AboutUsPage, 'Transformamos Ideas en Realidad'],
];

describe.each(pages)('%s on a server', (route, Page, text) => {
  it('renders its content without touching browser globals', async () => {
    expect(typeof window).toBe('undefined');
    const html = await renderPage(
      <MemoryRouter initialEntries={[route]}>
        <Page />
      </MemoryRouter>,
    );
    expect(html).toContain(text);
  });
});

it('pre-renders the home with the first phrase and the first service, and asks for the hero image early', async () => {
  const html = await renderPage(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
  expect(html).toMatch(/data-current="true"[^>]*>la audiencia y la marca</);
  expect(html).toMatch(/aria-label="1 de 5: Señalización Digital"[^>]*data-current="true"/);
  expect(html).toMatch(/<link rel="preload"[^>]*as="image"/);
});

it('renders about us with the team the server read for it (pageData), no script needed', async () => {
  const team: TeamMember[] = [
    {
      id: 1,
      name: 'Carolina Muñoz',
      role: 'Gerenta General',
      email: 'carolina.munoz@example.com',
      quote: 'La tecnología vale la pena cuando acerca a las marcas a las personas.',
      linkedin: null,
      photo: testMedia('/uploads/carolina_munoz_a1.png', { alt: 'Retrato de Carolina Muñoz' }),
    },
  ];
  const page = (fallback: Record<string, unknown>) =>
    renderPage(
      <SWRConfig value={{ provider: () => new Map(), fallback }}>
        <MemoryRouter initialEntries={['/sobre-nosotros']}>
          <AboutUsPage />
        </MemoryRouter>
      </SWRConfig>,
    );
  const html = await page({ [teamMembersQuery.key]: team });
  expect(html).toContain('Las personas detrás de cada proyecto');
  expect(html).toContain('alt="Retrato de Carolina Muñoz"');
  // No one published: the band is left out, the page is whole.
  const withoutTeam = await page({ [teamMembersQuery.key]: [] });
  expect(withoutTeam).not.toContain('Las personas detrás de cada proyecto');
  expect(withoutTeam).toContain('Conoce Nuestro ADN');
});
