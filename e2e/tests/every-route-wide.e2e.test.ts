import { paths } from '@site/shared/routes';
import { DESKTOP, openPage, seriousA11yViolations, browserPerFile } from '../support/browser';
import { aSuccessCase, checkRoute, everyRoute } from '../support/every-route';
import { textsInOtherFonts } from '../support/fonts';

// Every route on a wide screen: accessible, within the screen, no console error, in the theme font
// (e2e/support/every-route.ts); and the header's dropdowns, which only a hover opens.

const browser = browserPerFile();

it.each(everyRoute)('%s is accessible, fits the screen, logs no error and is set in the theme font', (route) => checkRoute(browser(), route, DESKTOP));

it('a success case is accessible, fits the screen, logs no error and is set in the theme font', async () =>
  checkRoute(browser(), await aSuccessCase(), DESKTOP));

it('each dropdown of the header is set in the theme font, and one open has no serious violation', async () => {
  const { page, close } = await openPage(browser(), paths.podcast, DESKTOP);
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  for (const group of ['Soluciones', 'Productos', 'Servicios', 'Recursos', 'Sobre']) {
    await nav.getByRole('button', { name: group }).hover();
    await nav.getByRole('list', { name: group }).waitFor();
    expect({ group, texts: await textsInOtherFonts(page) }).toEqual({ group, texts: [] });
  }
  await nav.getByRole('button', { name: 'Productos' }).hover();
  await nav.getByRole('link', { name: /Catálogo de Pantallas/ }).hover();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await close();
});
