// @ts-check
// The bench's one-bundle build of the site (no federation), to compare first-load bytes.
import { createOneBundleConfig } from '@site/shared/build/one-bundle';

export default await createOneBundleConfig();
