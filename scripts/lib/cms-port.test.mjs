// The CMS's default port is written in two places that cannot import each other (the CMS is its
// own deployable, `shared` imports nothing of it): this keeps them equal.
import { createRequire } from 'node:module';
import { DEFAULT_CMS_PORT } from '../../shared/src/config/topology.mjs';

const require = createRequire(import.meta.url);

it("the site looks for the CMS on the CMS's own default port", () => {
  expect(require('../../cms/src/utils/default-port.js').DEFAULT_CMS_PORT).toBe(DEFAULT_CMS_PORT);
});
