import http from 'node:http';
/* eslint-disable no-restricted-imports -- test only: the remote's real page modules stand in for what the server's
   federation loads (its built Node bundles exist only after a build); no shipped code crosses apps. */
import * as contact from '../../remote-tools/src/pages/contact';
import * as privacyConfirm from '../../remote-tools/src/pages/privacy-confirm/privacy-confirm-page';
import * as privacyRequest from '../../remote-tools/src/pages/privacy-request';
/* eslint-enable no-restricted-imports */
import { CONTACT_FORM_STATE_KEY } from '@site/shared/contact';
import { PRIVACY_CONFIRM_STATE_KEY, PRIVACY_REQUEST_STATE_KEY } from '@site/shared/privacy';
import { createCmsReader, type CmsReader } from './cms-reader';
import { formPageFor } from './privacy/form-pages';
import { renderRoute as render, textOf } from './test-support/render-route';
import { serveDuringFile } from './test-support/local-server';

// The consent on the contact form and the rights request's pages as the server renders them: what a
// visitor meets before the scripts run (or without them), against a local stand-in for Strapi.

const policy = {
  id: 1,
  title: 'Política de privacidad',
  version: '2.1',
  effectiveDate: '2026-12-01',
  controllerName: 'Nexo Digital SpA',
  privacyEmail: 'privacidad@nexodigital.cl',
  intro: '',
  sections: [],
  retentionMonths: 24,
  requestDeadlineDays: 20,
};

let down = false;
const strapi = http.createServer((req, res) => {
  if (down) {
    res.writeHead(503).end('{}');
    return;
  }
  const json = (body: unknown) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  if (req.url?.startsWith('/api/privacy-policy')) return json({ data: policy, meta: {} });
  if (req.url?.startsWith('/api/site-setting')) return json({ data: null, meta: {} });
  json({ data: [], meta: { pagination: { page: 1, pageCount: 1, total: 0 } } });
});
const strapiOrigin = serveDuringFile(strapi);
beforeEach(() => {
  down = false;
});
const reader = (): CmsReader => createCmsReader({ cmsOrigin: strapiOrigin(), token: 'secreto', timeoutMs: 1_000, freshMs: 0, staleMs: 0, maxEntries: 20 });

const SECRET = 'secreto';
const stateFor = (url: string) => {
  const [path = '/', query = ''] = url.split('?');
  const form = formPageFor(path, new URLSearchParams(query), SECRET);
  return form && { [form.key]: form.state };
};

describe('/contacto', () => {
  it('renders the consent sentence beside the button, the unticked marketing box and the hidden policy version', async () => {
    const document = await render('/contacto', contact, reader(), stateFor('/contacto'));
    expect(document.status).toBe(200);
    const html = document.html;
    const form = /<form[^>]*id="contact-form"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
    expect(form).toMatch(/<input type="hidden" name="policyVersion" value="2.1"\/>/);
    expect(form).toMatch(/<input[^>]*name="marketingConsent"[^>]*>/);
    expect(form).not.toMatch(/<input[^>]*name="marketingConsent"[^>]*checked/);
    expect(form).toMatch(/value="si"/);
    expect(textOf(form)).toContain('Usaremos tus datos para responder a tu solicitud y contactarte sobre ella, como explica nuestra Política de privacidad .');
    expect(form).toContain('href="/privacidad"');
    expect(textOf(form)).toContain('(opcional; puedes darte de baja cuando quieras)');
  });

  it('stands without the policy when the CMS is down (no version: the server stamps its own), and is never kept', async () => {
    down = true;
    const document = await render('/contacto', contact, reader(), stateFor('/contacto'));
    expect(document.status).toBe(200);
    expect(document.html).not.toContain('name="policyVersion"');
    expect(document.html).toContain('name="marketingConsent"');
    expect(document.cacheable).toBe(false);
  });

  it('comes back with the box ticked when the person had ticked it', async () => {
    const document = await render('/contacto', contact, reader(), { [CONTACT_FORM_STATE_KEY]: { token: 'x', marketingConsent: true } });
    expect(document.html).toMatch(/<input[^>]*name="marketingConsent"[^>]*checked/);
  });
});

describe('/privacidad/solicitud', () => {
  it('is a form that posts itself, with its token, the six rights, and the privacy address and deadline of the policy', async () => {
    const state = stateFor('/privacidad/solicitud');
    expect(Object.keys(state ?? {})).toEqual([PRIVACY_REQUEST_STATE_KEY]);
    const document = await render('/privacidad/solicitud', privacyRequest, reader(), state);
    expect(document.status).toBe(200);
    expect(document.cacheable).toBe(false);
    const html = document.html;
    expect(html).toMatch(/<form[^>]*action="\/privacidad\/solicitud"[^>]*method="post"/);
    expect(html).toMatch(/<input type="hidden" name="formToken" value="[^"]+"\/>/);
    for (const right of ['Acceso', 'Rectificación', 'Supresión', 'Oposición', 'Portabilidad', 'Bloqueo']) expect(html).toContain(`<option value="${right}">`);
    const text = textOf(html);
    expect(text).toContain('Ejerce tus derechos sobre tus datos');
    expect(text).toContain('dentro de 20 días corridos');
    expect(html).toContain('href="mailto:privacidad@nexodigital.cl"');
    expect(text).toContain('Agencia de Protección de Datos Personales');
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
  });

  it('comes back filled in with a Spanish message beside each field', async () => {
    const document = await render('/privacidad/solicitud', privacyRequest, reader(), {
      [PRIVACY_REQUEST_STATE_KEY]: {
        token: 'x',
        values: { name: 'Ana', email: 'ana@', right: '', details: 'Mis datos' },
        errors: { email: 'Ingresa un email válido, por ejemplo nombre@dominio.cl' },
        failure: 'Revisa los campos marcados.',
      },
    });
    expect(document.html).toContain('value="ana@"');
    expect(document.html).toContain('Mis datos</textarea>');
    expect(textOf(document.html)).toContain('Ingresa un email válido, por ejemplo nombre@dominio.cl');
    expect(textOf(document.html)).toContain('Revisa los campos marcados.');
  });
});

describe('/privacidad/confirmar', () => {
  const token = 'Qk9HVVNfVE9LRU5fRk9SX1RFU1RTX09OTFlfMzJCWVRF';

  it('renders one POST button carrying the e-mailed token, for that response alone, its sheet’s address without the token', async () => {
    const url = `/privacidad/confirmar?token=${token}`;
    const state = stateFor(url);
    expect(state).toEqual({ [PRIVACY_CONFIRM_STATE_KEY]: { token } });
    const document = await render(url, privacyConfirm, reader(), state);
    expect(document.status).toBe(200);
    expect(document.cacheable).toBe(false);
    expect(document.html).toMatch(/<form action="\/privacidad\/confirmar" method="post"><input type="hidden" name="token" value="[^"]+"\/>/);
    expect(textOf(document.html)).toContain('Confirmar solicitud');
    // The token is in the page's own form and data, never in a link the page makes (its deferred sheet's address).
    const sheets = [...document.html.matchAll(/\/_estilos\/[^"' ]+/g)].map(([href]) => href);
    for (const href of sheets) expect(decodeURIComponent(href)).not.toContain(token);
  });

  it('renders the outcomes as pages of their own, kept like any page', async () => {
    expect(stateFor('/privacidad/confirmar?estado=confirmada')).toBeUndefined();
    const confirmed = await render('/privacidad/confirmar?estado=confirmada', privacyConfirm, reader());
    expect(textOf(confirmed.html)).toContain('Solicitud confirmada');
    const invalid = await render('/privacidad/confirmar?estado=invalido', privacyConfirm, reader());
    expect(textOf(invalid.html)).toContain('Enlace no válido');
    expect(invalid.html).toContain('href="/privacidad/solicitud"');
  });
});
