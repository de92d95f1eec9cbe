import { runCmsQuery } from './cms-api';
import { privacyPolicyQuery } from './cms-queries';
import { fillPrivacyPlaceholders, mapPrivacyPolicy, requestDeadlineText, retentionPeriodText, spanishDate } from './privacy-policy';
import { okResponse, stubbedCmsClient } from '../../../jest/test-cms-client';

/** The policy as Strapi answers `GET /api/privacy-policy?populate=sections`. */
const entry = {
  id: 1,
  documentId: 'k3j2h1g0f9e8d7c6b5a4z3y2',
  title: 'Política de privacidad',
  version: '1.0',
  effectiveDate: '2026-12-01',
  controllerName: 'Nexo Digital SpA',
  controllerTaxId: '76.543.210-8',
  privacyEmail: 'privacidad@nexodigital.cl',
  intro: '{responsable} cuida tus datos.',
  sections: [
    { id: 1, heading: 'Conservación', body: 'Guardamos tu solicitud por {plazo_conservacion}.' },
    { id: 2, heading: '', body: 'Sin título: se omite.' },
    { id: 3, heading: 'Derechos', body: 'Respondemos en {plazo_respuesta}; escribe a {correo_privacidad}.' },
  ],
  retentionMonths: 24,
  requestDeadlineDays: 30,
  publishedAt: '2026-11-20T12:00:00.000Z',
};

describe('mapPrivacyPolicy', () => {
  it('keeps what the editors published, sections in order', () => {
    expect(mapPrivacyPolicy(entry)).toEqual({
      title: 'Política de privacidad',
      version: '1.0',
      effectiveDate: '2026-12-01',
      controllerName: 'Nexo Digital SpA',
      controllerTaxId: '76.543.210-8',
      privacyEmail: 'privacidad@nexodigital.cl',
      intro: '{responsable} cuida tus datos.',
      sections: [
        { heading: 'Conservación', body: 'Guardamos tu solicitud por {plazo_conservacion}.' },
        { heading: 'Derechos', body: 'Respondemos en {plazo_respuesta}; escribe a {correo_privacidad}.' },
      ],
      retentionMonths: 24,
      requestDeadlineDays: 30,
    });
  });

  it('fills what is optional or out of bounds with the defaults', () => {
    const policy = mapPrivacyPolicy({
      ...entry,
      controllerTaxId: '  ',
      intro: null,
      sections: 'basura',
      retentionMonths: 0,
      requestDeadlineDays: 12.5,
    });
    expect(policy).toMatchObject({ controllerTaxId: null, intro: '', sections: [], retentionMonths: 24, requestDeadlineDays: 30 });
    expect(mapPrivacyPolicy({ ...entry, retentionMonths: 121, requestDeadlineDays: 91 })).toMatchObject({ retentionMonths: 24, requestDeadlineDays: 30 });
    expect(mapPrivacyPolicy({ ...entry, retentionMonths: 1, requestDeadlineDays: 90 })).toMatchObject({ retentionMonths: 1, requestDeadlineDays: 90 });
  });

  it.each([
    ['no title', { title: ' ' }],
    ['no version', { version: null }],
    ['a version that is not one', { version: '1.0 final' }],
    ['a version too long', { version: '1'.repeat(21) }],
    ['no date', { effectiveDate: null }],
    ['a date that is not a day', { effectiveDate: '2026-02-30' }],
    ['a date and time', { effectiveDate: '2026-12-01T00:00:00Z' }],
    ['no responsible company', { controllerName: '' }],
    ['an e-mail that is not one', { privacyEmail: 'privacidad' }],
  ])('is null with %s: the page shows its error, never a policy naming nobody', (_, change) => {
    expect(mapPrivacyPolicy({ ...entry, ...change })).toBeNull();
  });
});

describe('fillPrivacyPlaceholders', () => {
  const policy = { retentionMonths: 24, requestDeadlineDays: 30, privacyEmail: 'privacidad@nexodigital.cl', controllerName: 'Nexo Digital SpA' };

  it('fills every placeholder, each as often as it appears', () => {
    expect(
      fillPrivacyPlaceholders('{responsable} guarda tus datos {plazo_conservacion} y responde en {plazo_respuesta} ({correo_privacidad}). {responsable}.', policy),
    ).toBe('Nexo Digital SpA guarda tus datos 24 meses y responde en 30 días corridos (privacidad@nexodigital.cl). Nexo Digital SpA.');
  });

  it('says one month and one day in the singular', () => {
    expect(fillPrivacyPlaceholders('{plazo_conservacion}; {plazo_respuesta}', { ...policy, retentionMonths: 1, requestDeadlineDays: 1 })).toBe(
      '1 mes; 1 día corrido',
    );
    expect(retentionPeriodText(2)).toBe('2 meses');
    expect(requestDeadlineText(90)).toBe('90 días corridos');
  });

  it('leaves any other brace as written', () => {
    expect(fillPrivacyPlaceholders('{otro} {Responsable} {responsable', policy)).toBe('{otro} {Responsable} {responsable');
    expect(fillPrivacyPlaceholders('{constructor} {to_string}', policy)).toBe('{constructor} {to_string}');
  });

  it('in Markdown, links the e-mail and escapes the values', () => {
    expect(fillPrivacyPlaceholders('Escribe a {correo_privacidad}.', policy, { markdown: true })).toBe('Escribe a <privacidad@nexodigital.cl>.');
    expect(fillPrivacyPlaceholders('{responsable}', { ...policy, controllerName: 'Nexo *Digital* [SpA]' }, { markdown: true })).toBe(
      'Nexo \\*Digital\\* \\[SpA\\]',
    );
  });
});

describe('spanishDate', () => {
  it.each([
    ['2026-12-01', '1 de diciembre de 2026'],
    ['2027-01-31', '31 de enero de 2027'],
    ['2026-09-18', '18 de septiembre de 2026'],
  ])('%s → %s', (iso, spanish) => {
    expect(spanishDate(iso)).toBe(spanish);
  });
});

describe('privacyPolicyQuery', () => {
  const cms = stubbedCmsClient();

  it('reads the single type with its sections and maps its one entry', async () => {
    const targets: string[] = [];
    cms.stub(async (config) => {
      targets.push(cms.client.getUri(config));
      return okResponse(config, { data: entry, meta: {} });
    });
    expect(await runCmsQuery(privacyPolicyQuery)).toMatchObject({ version: '1.0', sections: [{ heading: 'Conservación' }, { heading: 'Derechos' }] });
    expect(targets).toEqual([expect.stringMatching(/\/privacy-policy\?populate=sections$/)]);
  });

  it('is null while nothing usable is published', async () => {
    cms.stub(async (config) => okResponse(config, { data: { ...entry, version: '' }, meta: {} }));
    expect(await runCmsQuery(privacyPolicyQuery)).toBeNull();
  });
});
