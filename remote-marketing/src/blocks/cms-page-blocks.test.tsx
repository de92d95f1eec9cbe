import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import {
  clientLogosQuery,
  pageByPathQuery,
  partnersQuery,
  teamMembersQuery,
  type ClientLogo,
  type MarketingPageEntry,
  type Partner,
  type TeamMember,
} from '@site/shared/cms';
import { testMedia } from '../../../jest/test-media';
import { MemoryRouter, Route, Routes } from '@site/shared/router';
import CmsPage from '../pages/cms-page/cms-page';
import { blockRegistry } from './block-registry';
import { loadAllViews } from '../../../jest/lazy-views';
import { CmsPageBlocks } from './cms-page-blocks';
import { seededEntry, seededPages, strapiMedia, type SeededPage } from '../../../jest/seed-page-fixtures';

// jsdom lays nothing out: the partners' carousel (embla) is left still, and videos do not play.
jest.mock('embla-carousel-react', () => () => [() => undefined, undefined]);
beforeAll(() => {
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});

// Every page the CMS is seeded with, drawn through the registry: each of its blocks must show, with
// the seed's texts, and nothing may be skipped. Then what the registry does with what it cannot draw.

const client: ClientLogo = { id: 1, name: 'Andesmart', logo: testMedia('/uploads/andesmart_1a.webp'), width: 160 };
const partner: Partner = {
  id: 1,
  name: 'Visiona Analytics',
  logo: testMedia('/uploads/visiona_1a.webp'),
  url: 'https://visiona.example.com',
  width: 180,
  description: 'Analítica de audiencia',
};
const member: TeamMember = {
  id: 1,
  name: 'Carolina Muñoz',
  role: 'Gerenta General',
  email: 'carolina.munoz@example.com',
  quote: '',
  linkedin: null,
  photo: testMedia('/uploads/carolina_munoz_a1.png'),
};

/** The CMS's other reads a page's blocks make (team, partners, client logos), as the server hands them over. */
const otherReads = { [clientLogosQuery.key]: [client], [partnersQuery.key]: [partner], [teamMembersQuery.key]: [member] };

async function renderPage(ui: ReactElement, fallback: Record<string, unknown> = {}, path = '/') {
  const result = render(
    <SWRConfig value={{ provider: () => new Map(), fallback: { ...otherReads, ...fallback } }}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </SWRConfig>,
  );
  await act(() => Promise.resolve());
  return result;
}

const normalized = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** What a seeded block shows for sure: its heading, its lead, and its items' titles. */
function seededTexts(block: SeededPage['blocks'][number]): string[] {
  const texts = ['title', 'subtitle', 'tagline', 'text', 'description', 'caption', 'indexTitle']
    .map((key) => block[key])
    .filter((value): value is string => typeof value === 'string');
  for (const value of Object.values(block)) {
    if (!Array.isArray(value)) continue;
    for (const item of value) {
      if (item && typeof item === 'object' && typeof (item as { title?: unknown }).title === 'string') texts.push((item as { title: string }).title);
    }
  }
  return texts.map(normalized);
}

// The sections' code and the icons are chunks of their own in the browser: all in before drawing.
beforeAll(() => loadAllViews());

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('CmsPageBlocks: the seeded pages', () => {
  it('has a way to draw every block the seed uses', async () => {
    const used = new Set(seededPages.flatMap((page) => page.blocks.map((block) => block.__component)));
    expect([...used].filter((name) => !Object.hasOwn(blockRegistry, name))).toEqual([]);
  });

  it.each(seededPages.map((page) => [page.path, page] as const))('%s: every block drawn, with the seed’s texts, nothing skipped', async (_path, seeded) => {
    const entry = seededEntry(seeded);
    const { container } = await renderPage(<CmsPageBlocks entry={entry} />);
    expect(warn).not.toHaveBeenCalled();
    const shown = normalized(container.textContent);
    for (const [index, block] of seeded.blocks.entries()) {
      for (const text of seededTexts(block)) expect([block.__component, index, shown.includes(text)]).toEqual([block.__component, index, true]);
      if (typeof block.anchor === 'string') expect([block.__component, container.querySelector(`#${block.anchor}`)]).not.toEqual([block.__component, null]);
    }
    // One <h1>: the hero's (or the header's).
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(document.title).toContain(seeded.seo.metaTitle as string);
  });

  it('gives the hero’s image priority and the CMS’s renditions as its srcset', async () => {
    const { container } = await renderPage(<CmsPageBlocks entry={seededEntry(seededPages.find((page) => page.path === '/sobre-nosotros')!)} />);
    const hero = container.querySelector('section[aria-labelledby="hero-titulo"] img');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).toHaveAttribute('src', '/uploads/about-hero_a1b2c3.webp');
    expect(hero).toHaveAttribute('srcset', '/uploads/small_about-hero_a1b2c3.webp 500w, /uploads/about-hero_a1b2c3.webp 960w');
    expect(hero).toHaveAttribute('alt', 'El equipo de la empresa reunido frente a una pantalla con un proyecto');
  });
});

const entryOf = (blocks: MarketingPageEntry['blocks']): MarketingPageEntry => ({
  documentId: 'abcdefghijklmnopqrstuvwx',
  path: '/prueba',
  title: 'Prueba',
  seo: { metaTitle: 'Prueba', metaDescription: '', keywords: null, socialImage: null, noindex: false },
  blocks,
});

const closing = { component: 'blocks.closing-banner', id: 9, fields: { title: 'Conversemos', text: 'Te llamamos.' } };
const features = (icon: string) => ({
  component: 'blocks.feature-grid',
  id: 3,
  fields: { anchor: 'caracteristicas', title: 'Características', features: [{ id: 1, icon, title: 'Rápido', description: 'Sin esperas.' }] },
});

describe('CmsPageBlocks: what it cannot draw', () => {
  it('skips a block it does not know, saying which, and draws the rest', async () => {
    await renderPage(<CmsPageBlocks entry={entryOf([{ component: 'blocks.countdown', id: 4, fields: { title: 'Faltan 3 días' } }, closing])} />);
    expect(screen.queryByText('Faltan 3 días')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Conversemos' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('blocks.countdown #4');
  });

  it('skips a block missing a field it needs, naming the block and the field', async () => {
    const heroWithoutTitle = { component: 'blocks.hero-image', id: 1, fields: { subtitle: 'Sin título' } };
    const cardWithoutDescription = {
      component: 'blocks.feature-grid',
      id: 2,
      fields: { anchor: 'x', title: 'Características', features: [{ id: 1, icon: 'TuneOutlined', title: 'Rápido' }] },
    };
    const emptyVideo = { component: 'blocks.hero-video', id: 5, fields: { title: 'Video', videoWebm: null, videoMp4: null, poster: null } };
    await renderPage(<CmsPageBlocks entry={entryOf([heroWithoutTitle, cardWithoutDescription, emptyVideo, closing])} />);
    expect(screen.queryByText('Sin título')).not.toBeInTheDocument();
    expect(screen.queryByText('Características')).not.toBeInTheDocument();
    expect(screen.queryByText('Video')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Conversemos' })).toBeInTheDocument();
    const warnings = warn.mock.calls.map((call) => String(call[0]));
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toMatch(/blocks\.hero-image #1.*title/);
    expect(warnings[1]).toMatch(/blocks\.feature-grid #2.*features\[0\]\.description/);
    expect(warnings[2]).toMatch(/blocks\.hero-video #5.*videoWebm/);
  });

  it('draws an icon it does not know as the neutral one, saying which', async () => {
    const { container } = await renderPage(<CmsPageBlocks entry={entryOf([features('RocketOutlinedFromTheFuture')])} />);
    expect(screen.getByRole('heading', { name: 'Rápido' })).toBeInTheDocument();
    expect(container.querySelector('[data-testid="CheckCircleRoundedIcon"]')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('RocketOutlinedFromTheFuture');
  });

  it('draws a known icon by its name', async () => {
    const { container } = await renderPage(<CmsPageBlocks entry={entryOf([features('TuneOutlined')])} />);
    expect(container.querySelector('[data-testid="TuneOutlinedIcon"]')).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
  });

  it('leaves out an image the site cannot serve (not an /uploads file): a block that needs it is skipped', async () => {
    const media = { ...strapiMedia('pages/x/hero.webp', 'Hero'), url: 'https://elsewhere.example.com/hero.webp' };
    const partnerSplit = {
      component: 'blocks.partner-split',
      id: 7,
      fields: { anchor: 'socio', title: 'Socio', paragraphs: 'Texto.', partnerName: 'Visiona', logo: media, logoWidth: 320, logoHeight: 96 },
    };
    await renderPage(<CmsPageBlocks entry={entryOf([partnerSplit])} />);
    expect(screen.queryByText('Socio')).not.toBeInTheDocument();
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/blocks\.partner-split #7.*logo/);
  });
});

describe('CmsPage', () => {
  const home = seededEntry(seededPages.find((page) => page.path === '/')!);

  const renderAt = (path: string, fallback: Record<string, unknown>) =>
    renderPage(
      <Routes>
        <Route path="*" element={<CmsPage />} />
      </Routes>,
      fallback,
      path,
    );

  it('shows the page read for its path; /home shows the home’s (/)', async () => {
    await renderAt('/home', { [pageByPathQuery('/').key]: home });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Todo se trata de vínculos:');
    expect(screen.getByRole('heading', { name: 'Comience su Transformación Digital Hoy' })).toBeInTheDocument();
  });

  it('says so when no page is published at the path', async () => {
    await renderAt('/campana-vieja', { [pageByPathQuery('/campana-vieja').key]: null });
    expect(screen.getByText(/No encontramos esta página/)).toBeInTheDocument();
  });
});
