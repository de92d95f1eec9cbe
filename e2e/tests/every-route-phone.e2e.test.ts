import { paths } from '@site/shared/routes';
import { openPage, PHONE, seriousA11yViolations, browserPerFile } from '../support/browser';
import { aSuccessCase, checkRoute, everyRoute } from '../support/every-route';
import { textsInOtherFonts } from '../support/fonts';

// Every route on a phone: accessible, within the screen, no console error, in the theme font
// (e2e/support/every-route.ts); and the mobile menu, which only a tap opens.

const browser = browserPerFile();

it.each(everyRoute)('%s is accessible, fits the screen, logs no error and is set in the theme font', (route) => checkRoute(browser(), route, PHONE));

it('a success case is accessible, fits the screen, logs no error and is set in the theme font', async () =>
  checkRoute(browser(), await aSuccessCase(), PHONE));

it('the open mobile menu is set in the theme font and has no serious violation', async () => {
  const { page, close } = await openPage(browser(), paths.podcast, PHONE);
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.locator('#menu-movil').waitFor();
  expect(await textsInOtherFonts(page)).toEqual([]);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await close();
});
