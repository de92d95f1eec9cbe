import { DESKTOP, DOCUMENT_404, openPage, PHONE, seriousA11yViolations, browserPerFile } from '../support/browser';

const browser = browserPerFile();

const routes = [
  '/podcast',
  '/productos',
  '/productos?producto=totem-tactil-lumina-t55',
  '/contacto',
  '/contacto/exito',
  '/sobre-nosotros/firmas',
  // The rights request's pages (issue 40): the form, the check-your-mail page, the e-mailed link's button and an outcome.
  '/privacidad/solicitud',
  '/privacidad/solicitud/enviada',
  `/privacidad/confirmar?token=${'A'.repeat(43)}`,
  '/privacidad/confirmar?estado=confirmada',
  '/ruta-desconocida',
];

describe.each(routes)('%s', (route) => {
  it.each([
    ['wide screen', DESKTOP],
    ['phone', PHONE],
  ])('has no serious accessibility violation and no console error (%s)', async (_label, viewport) => {
    const { page, errors, close } = await openPage(browser(), route, viewport);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    // An unknown route answers 404, which Chromium reports in the console.
    expect(errors).toEqual(route === '/ruta-desconocida' ? [DOCUMENT_404] : []);
    await close();
  });
});

it('has no serious violation with a dropdown and the mobile menu open', async () => {
  const desktop = await openPage(browser(), '/podcast', DESKTOP);
  await desktop.page.getByRole('button', { name: 'Productos' }).hover();
  await desktop.page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: /Catálogo de Pantallas/ }).hover();
  expect(await seriousA11yViolations(desktop.page)).toEqual([]);
  await desktop.close();

  const phone = await openPage(browser(), '/podcast', PHONE);
  await phone.page.getByRole('button', { name: 'Abrir menú' }).click();
  await phone.page.locator('#menu-movil').waitFor();
  expect(await seriousA11yViolations(phone.page)).toEqual([]);
  await phone.close();
});
