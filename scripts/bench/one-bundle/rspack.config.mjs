// @ts-check
// The bench's one-bundle build of the site (no federation), to compare first-load bytes.
import { createOneBundleConfig } from './build-config.mjs';

export default await createOneBundleConfig();
