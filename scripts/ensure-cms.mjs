// @ts-check
// Installs the content service's own dependencies (cms/ is a separate npm project) when missing;
// with --admin, also builds its admin panel when its sources changed (the end-to-end editor tests).
import { ensureCmsAdminBuilt, ensureCmsInstalled } from './lib/cms-process.mjs';

ensureCmsInstalled();
if (process.argv.includes('--admin')) ensureCmsAdminBuilt();
