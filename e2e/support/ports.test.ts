import { APP_PORT_OFFSETS } from '../../shared/src/config/topology.mjs';
import { testExtraPorts } from '../../jest/test-extra-ports.mjs';
import { PROD_PORT_OFFSETS } from '../../scripts/prod/ports.mjs';
import { E2E_PORT_OFFSETS, E2E_SHELLS, e2ePortsFor } from './ports';

it('moves every server of the end-to-end tests with the base', () => {
  const moved = e2ePortsFor(9100);
  expect(moved.cms).toBe(9107);
  expect(moved.editorShell).toBe(9114);
  expect(moved.productionSiteBase).toBe(10_460);
});

testExtraPorts('the end-to-end tests', E2E_PORT_OFFSETS, E2E_SHELLS, {
  // `npm run dev`'s site: its apps, and its CMS on the suite's CMS offset.
  devSiteBase: Math.max(...Object.values(APP_PORT_OFFSETS), E2E_PORT_OFFSETS.cms),
  standaloneRemoteBase: Math.max(...Object.values(APP_PORT_OFFSETS)),
  productionSiteBase: Math.max(...Object.values(PROD_PORT_OFFSETS)),
});
