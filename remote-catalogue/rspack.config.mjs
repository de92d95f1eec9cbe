// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfigs } from '@site/shared/build/rspack-config';
import { exposesOf } from '@site/shared/federation/exposed-modules';

export default createRemoteConfigs({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'catalogue',
  // One module per route, declared with the shell's route table in @site/shared/federation.
  exposes: exposesOf('catalogue'),
});
