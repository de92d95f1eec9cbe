/**
 * @jest-environment node
 */
// The pages are rendered by the shell's server (docs/ARCHITECTURE.md §6): the CMS page, at each route,
// must render with no window or document, and start still (no motion before the browser says it is
// welcome). The server hands the page the CMS's answers it read (pageData) as SWR's fallback.
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@site/shared/theme';
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter, Route, Routes } from '@site/shared/router';
import { SWRConfig } from 'swr';
import { pageByPathQuery, teamMembersQuery, type TeamMember } from '@site/shared/cms';
import { testMedia } from '../../../../jest/test-media';
import { seededEntry, seededPages } from '../../../../jest/seed-page-fixtures';
import CmsPage from './cms-page';

/** As the shell's server renders a page: inside the site's theme, once every lazy part is in. */
async function renderPage(ui: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** The seeded page at `path`, read for it as the server does. */
const pageRead = (path: string) => ({ [pageByPathQuery(path).key]: seededEntry(seededPages.find((page) => page.path === path)!) });

/** The CMS page at `route`, with what the server read for it. */
const renderRoute = (route: string, fallback: Record<string, unknown>) =>
  renderPage(
    <SWRConfig value={{ provider: () => new Map(), fallback }}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="*" element={<CmsPage />} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );

const pages: [string, string][] = [
  ['/', 'Comience su Transformación Digital Hoy'],
  ['/experiencia-cliente', 'Conecta con tu audiencia'],
  ['/productividad', 'Impulsa tu productividad'],
  ['/sobre-nosotros', 'Transformamos Ideas en Realidad'],
];

describe.each(pages)('%s on a server', (route, text) => {
  it('renders its content without touching browser globals', async () => {
    expect(typeof window).toBe('undefined');
    const html = await renderRoute(route, pageRead(route));
    expect(html).toContain(text);
  });
});

it('pre-renders the home with the first phrase and the first service, and asks for the hero image early', async () => {
  const html = await renderRoute('/', pageRead('/'));
  expect(html).toMatch(/data-rotating-phrase[^>]*>(<style[^>]*>[^<]*<\/style>)?<span[^>]*>la audiencia y la marca<\/span>/);
  // The phrases' keyframes are written once, not once per phrase.
  expect(html.match(/@keyframes/g)).toHaveLength(1);
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
  const html = await renderRoute('/sobre-nosotros', { ...pageRead('/sobre-nosotros'), [teamMembersQuery.key]: team });
  expect(html).toContain('Las personas detrás de cada proyecto');
  expect(html).toContain('alt="Retrato de Carolina Muñoz"');
  // No one published: the band is left out, the page is whole.
  const withoutTeam = await renderRoute('/sobre-nosotros', { ...pageRead('/sobre-nosotros'), [teamMembersQuery.key]: [] });
  expect(withoutTeam).not.toContain('Las personas detrás de cada proyecto');
  expect(withoutTeam).toContain('Conoce Nuestro ADN');
});
