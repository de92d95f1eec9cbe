import { testExtraPorts } from '../../jest/test-extra-ports.mjs';
import { PROD_PORT_OFFSETS } from '../prod/ports.mjs';
import { BENCH_PORT_OFFSETS, BENCH_SHELLS, benchPortsFor } from './ports.mjs';

it('moves every server of the bench with the base', () => {
  expect(benchPortsFor(9100).leadsShell).toBe(9115);
  expect(benchPortsFor(9100).productionSiteBase).toBe(10_520);
});

testExtraPorts('the bench', BENCH_PORT_OFFSETS, BENCH_SHELLS, { productionSiteBase: Math.max(...Object.values(PROD_PORT_OFFSETS)) });
