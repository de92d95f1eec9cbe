import { testExtraPorts } from '../../shared/src/config/test-extra-ports.mjs';
import { BENCH_PORT_OFFSETS, BENCH_SHELLS, benchPortsFor } from './ports.mjs';

it('moves every server of the bench with the base', () => {
  expect(benchPortsFor(9100).leadsShell).toBe(9115);
});

testExtraPorts('the bench', BENCH_PORT_OFFSETS, BENCH_SHELLS);
