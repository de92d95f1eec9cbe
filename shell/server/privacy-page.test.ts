import http from 'node:http';
/* eslint-disable no-restricted-imports -- test only: the remote's real page module stands in for what the server's
   federation loads (its built Node bundle exists only after a build); no shipped code crosses apps. */
import * as privacy from '../../remote-content/src/pages/privacy';
/* eslint-enable no-restricted-imports */
import { privacyPolicyQuery } from '@site/shared/cms/cms-queries';
import { siteConfig } from '@site/shared/config';
import { checkoutSite } from '../../jest/checkout-pages';
import { createCmsReader, type CmsReader } from './cms-reader';
import { robotsTxt, sitemapEntries } from './sitemap';
import { renderRoute as render, siteEnvOf, textOf } from './test-support/render-route';
import { serveDuringFile } from './test-support/local-server';

// /privacidad (issue 40) as the server renders it, against a local stand-in for Strapi: up (the policy finished
// in the HTML, no script needed), down with nothing kept (SPEC §8's error state, never a crash), and in the sitemap.

const policy = {
  id: 1,
  documentId: 'k3j2h1g0f9e8d7c6b5a4z3y2',
  title: 'Política de privacidad',
  version: '1.0',
  effectiveDate: '2026-12-01',
  controllerName: 'Nexo Digital SpA',
  controllerTaxId: '76.543.210-8',
  privacyEmail: 'privacidad@nexodigital.cl',
  intro: '{responsable} es responsable de los datos que nos envías.',
  sections: [
    { id: 1, heading: 'Cuánto tiempo guardamos tus datos', body: 'Borramos cada solicitud a los {plazo_conservacion}.' },
    { id: 2, heading: 'Tus derechos', body: 'Respondemos en {plazo_respuesta}; escribe a {correo_privacidad}.' },
  ],
  retentionMonths: 24,
  requestDeadlineDays: 30,
};

let mode: 'up' | 'down' = 'up';
const asked: string[] = [];
const strapi = http.createServer((req, res) => {
  asked.push(req.url ?? '');
  if (mode === 'down') {
    res.writeHead(503).end('{}');
    return;
  }
  const json = (body: unknown) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  if (req.url?.startsWith('/api/privacy-policy')) return json({ data: policy, meta: {} });
  if (req.url?.startsWith('/api/site-setting')) {
    return json({ data: { id: 1, address: { street: 'Av. Apoquindo 3000, piso 8', locality: 'Las Condes', city: 'Santiago de Chile' } }, meta: {} });
  }
  json({ data: [], meta: { pagination: { page: 1, pageCount: 1, total: 0 } } });
});

const strapiOrigin = serveDuringFile(strapi);
beforeEach(() => {
  mode = 'up';
  asked.length = 0;
});

const freshReader = (): CmsReader =>
  createCmsReader({ cmsOrigin: strapiOrigin(), token: 'secreto', timeoutMs: 1_000, freshMs: 0, staleMs: 60_000, maxEntries: 20 });

it('renders the policy finished: title, version and date, responsible party, filled sections and the rights link', async () => {
  const document = await render('/privacidad', privacy, freshReader());
  expect(document.status).toBe(200);
  expect(document.cmsComplete).toBe(true);
  expect(document.cacheable).toBe(true);
  expect(asked).toContain('/api/privacy-policy?populate=sections');

  const text = textOf(document.html);
  expect(text).not.toContain('Cargando');
  expect(text).toContain('Versión 1.0 · vigente desde 1 de diciembre de 2026');
  expect(text).toContain('Nexo Digital SpA es responsable de los datos que nos envías.');
  expect(text).toContain('Razón social Nexo Digital SpA');
  expect(text).toContain('RUT 76.543.210-8');
  expect(text).toContain('Av. Apoquindo 3000, piso 8, Las Condes, Santiago de Chile');
  expect(text).toContain('Borramos cada solicitud a los 24 meses.');
  expect(text).toMatch(/Respondemos en 30 días corridos; escribe a privacidad@nexodigital\.cl ?\./);
  expect(text).not.toMatch(/\{(plazo_conservacion|plazo_respuesta|correo_privacidad|responsable)\}/);
  expect(document.html).toContain('href="mailto:privacidad@nexodigital.cl"');
  expect(document.html).toContain('href="/privacidad/solicitud"');

  // Its head: title, description and canonical address.
  expect(document.html).toContain(`<title>Política de privacidad | ${siteConfig.brandName}</title>`);
  expect(document.html).toContain(`<link rel="canonical" href="${new URL('/privacidad', siteConfig.websiteUrl).href}"/>`);
  expect(document.html).toMatch(/<meta name="description" content="Cómo [^"]+ trata los datos personales/);
  // The footer of every page links to it.
  expect(document.html).toMatch(/<footer[\s\S]*href="\/privacidad"[^>]*>Política de privacidad</);
  // The browser hydrates with the same read, not asking the CMS again.
  expect(siteEnvOf(document.html).data[privacyPolicyQuery.key]).toMatchObject({ version: '1.0', effectiveDate: '2026-12-01' });
});

it('with the CMS down and nothing kept: 503, the designed error state with the contact e-mail, no loading, not kept', async () => {
  mode = 'down';
  const document = await render('/privacidad', privacy, freshReader());
  expect(document.status).toBe(503);
  expect(document.cacheable).toBe(false);
  expect(document.partsFailed).toBe(false);
  const text = textOf(document.html);
  expect(text).toContain('Política de privacidad');
  expect(text).toContain('No pudimos cargar la política de privacidad en este momento.');
  expect(text).not.toContain('Cargando');
  expect(document.html).toContain(`href="mailto:${siteConfig.contactEmail}"`);
  expect(siteEnvOf(document.html).data['cms:failed-on-server']).toContain(privacyPolicyQuery.key);
});

it('is in the sitemap, and open to crawlers', async () => {
  const { live } = checkoutSite();
  const entries = await sitemapEntries(freshReader(), live);
  expect(entries.map((entry) => entry.path)).toContain('/privacidad');
  expect(robotsTxt(live, 'https://www.nexo.example')).not.toMatch(/^Disallow: \/privacidad$/m);
});
