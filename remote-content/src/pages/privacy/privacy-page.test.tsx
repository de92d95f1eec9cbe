import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { privacyPolicyQuery, SITE_SETTINGS_KEY, type SiteSettings } from '@site/shared/cms';
import { failedReadsEntry } from '@site/shared/cms/failed-reads';
import { stubbedCmsClient } from '../../../../jest/test-cms-client';
import { siteConfig } from '@site/shared/config';
import { MemoryRouter } from '@site/shared/router';
import { paths } from '@site/shared/routes';
import { SWRConfig } from 'swr';
import { answerFrom, type CmsAnswers } from '../../../../jest/test-list-page';
import { pageData } from './page-data';
import PrivacyPage from './privacy-page';

/** The policy as Strapi answers `GET /api/privacy-policy?populate=sections`. */
const entry = {
  id: 1,
  documentId: 'k3j2h1g0f9e8d7c6b5a4z3y2',
  title: 'Política de privacidad',
  version: '1.2',
  effectiveDate: '2026-12-01',
  controllerName: 'Nexo Digital SpA',
  controllerTaxId: '76.543.210-8',
  privacyEmail: 'privacidad@nexodigital.cl',
  intro: '**{responsable}** explica aquí cómo trata tus datos.',
  sections: [
    { id: 1, heading: 'Cuánto tiempo guardamos tus datos', body: 'Guardamos cada solicitud por {plazo_conservacion}.' },
    { id: 2, heading: 'Tus derechos', body: 'Respondemos en {plazo_respuesta}. Escribe a {correo_privacidad}.\n\n<script>alert(1)</script>' },
    { id: 3, heading: 'Tus derechos', body: '- Acceso\n- Rectificación' },
  ],
  retentionMonths: 1,
  requestDeadlineDays: 30,
};

const settings: SiteSettings = {
  contactEmail: 'ventas@empresa.cl',
  address: { street: 'Av. Apoquindo 3000, piso 8', locality: 'Las Condes', city: 'Santiago de Chile' },
  whatsappUrl: null,
  customerPortalUrl: null,
  socialLinks: [],
};

const cms = stubbedCmsClient();
afterEach(() => jest.restoreAllMocks());

function renderPage(answers: CmsAnswers, fallback: Record<string, unknown> = {}, asked: string[] = []) {
  cms.stub(answerFrom(answers, asked));
  return render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, fallback }}>
      <MemoryRouter initialEntries={[paths.privacy]}>
        <PrivacyPage />
      </MemoryRouter>
    </SWRConfig>,
  );
}

it('is what the server reads for the first view', () => {
  expect(pageData({ path: paths.privacy, params: {}, search: new URLSearchParams() })).toEqual([privacyPolicyQuery]);
});

it('shows a designed loading state, then the policy with its version, date, responsible party and sections', async () => {
  renderPage({ '/privacy-policy': [entry] }, { [SITE_SETTINGS_KEY]: settings });
  expect(screen.getByRole('status')).toHaveTextContent('Cargando la política de privacidad…');
  expect(await screen.findByText('Versión 1.2 · vigente desde 1 de diciembre de 2026')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeInTheDocument();

  const controller = await screen.findByRole('region', { name: 'Responsable del tratamiento' });
  expect(controller).toHaveTextContent('Razón socialNexo Digital SpA');
  expect(controller).toHaveTextContent('RUT76.543.210-8');
  expect(controller).toHaveTextContent('DomicilioAv. Apoquindo 3000, piso 8, Las Condes, Santiago de Chile');
  expect(within(controller).getByRole('link', { name: 'privacidad@nexodigital.cl' })).toHaveAttribute('href', 'mailto:privacidad@nexodigital.cl');

  // The placeholders, filled; the editors' Markdown rendered, never their HTML.
  expect(screen.getByText('Nexo Digital SpA', { selector: 'strong' })).toBeInTheDocument();
  expect(screen.getByText('Guardamos cada solicitud por 1 mes.')).toBeInTheDocument();
  const rights = screen.getAllByRole('region', { name: 'Tus derechos' })[0] as HTMLElement;
  expect(rights).toHaveTextContent('Respondemos en 30 días corridos. Escribe a privacidad@nexodigital.cl.');
  expect(within(rights).getByRole('link', { name: 'privacidad@nexodigital.cl' })).toHaveAttribute('href', 'mailto:privacidad@nexodigital.cl');
  expect(rights.querySelector('script')).toBeNull();
  expect(rights).not.toHaveTextContent('alert');
  expect(screen.queryByText(/\{plazo_|\{correo_|\{responsable\}/)).toBeNull();

  // Each section has its own anchor, and the index links to it.
  const headings = screen.getAllByRole('heading', { level: 2, name: /Cuánto tiempo|Tus derechos/ }).map((heading) => heading.id);
  expect(headings).toEqual(['cuanto-tiempo-guardamos-tus-datos', 'tus-derechos', 'tus-derechos-2']);
  const index = screen.getByRole('navigation', { name: 'Contenido de la política' });
  expect(within(index).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(headings.map((id) => `#${id}`));

  const exercise = screen.getByRole('region', { name: 'Cómo ejercer sus derechos' });
  expect(exercise).toHaveTextContent('dentro de 30 días corridos');
  expect(within(exercise).getByRole('link', { name: 'Ejercer mis derechos' })).toHaveAttribute('href', paths.privacyRequest);
});

it("draws the site's own address when the settings had none, and leaves out an empty RUT", async () => {
  renderPage({ '/privacy-policy': [{ ...entry, controllerTaxId: null }] });
  const controller = await screen.findByRole('region', { name: 'Responsable del tratamiento' });
  expect(controller).toHaveTextContent(siteConfig.address.street);
  expect(controller).not.toHaveTextContent('RUT');
});

it('opened with what the server read, asks the CMS nothing again', async () => {
  const asked: string[] = [];
  renderPage({}, { [privacyPolicyQuery.key]: privacyPolicyQuery.select([entry], { pageCount: 1, total: 1 }) }, asked);
  expect(screen.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeInTheDocument();
  expect(screen.getByText(/Versión 1\.2/)).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(asked).toEqual([]);
});

describe('when the CMS cannot answer (SPEC §8)', () => {
  it('says so, gives the contact e-mail and a retry that shows the policy once the CMS is back', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPage({}, { [SITE_SETTINGS_KEY]: settings });
    expect(await screen.findByText(/No pudimos cargar la política de privacidad/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ventas@empresa.cl' })).toHaveAttribute('href', 'mailto:ventas@empresa.cl');

    cms.stub(answerFrom({ '/privacy-policy': [entry] }));
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Versión 1.2 · vigente desde 1 de diciembre de 2026')).toBeInTheDocument();
  });

  it('renders the failure on the server, not an endless loading', () => {
    const html = renderToString(
      <SWRConfig value={{ provider: () => new Map(), fallback: failedReadsEntry([privacyPolicyQuery.key]) }}>
        <MemoryRouter initialEntries={[paths.privacy]}>
          <PrivacyPage />
        </MemoryRouter>
      </SWRConfig>,
    );
    expect(html).toContain('No pudimos cargar la política de privacidad');
    expect(html).not.toContain('Cargando');
  });

  it('says the policy is being updated while none usable is published', async () => {
    renderPage({}, { [privacyPolicyQuery.key]: null });
    expect(screen.getByRole('status')).toHaveTextContent('La política de privacidad se está actualizando');
    expect(screen.getByRole('link', { name: siteConfig.contactEmail })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });
});
