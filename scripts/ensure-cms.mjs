// @ts-check
// Installs the content service's own dependencies (cms/ is a separate npm project) when missing.
import { ensureCmsInstalled } from './lib/cms-process.mjs';

ensureCmsInstalled();
