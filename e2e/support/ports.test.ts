import { testExtraPorts } from '../../shared/src/config/test-extra-ports.mjs';
import { E2E_PORT_OFFSETS, E2E_SHELLS, e2ePortsFor } from './ports';

it('moves every server of the end-to-end tests with the base', () => {
  const moved = e2ePortsFor(9100);
  expect(moved.cms).toBe(9107);
  expect(moved.editorShell).toBe(9114);
});

testExtraPorts('the end-to-end tests', E2E_PORT_OFFSETS, E2E_SHELLS);
