import type { RemoteName } from '@site/shared/federation';
import { REMOTE_NAMES } from '@site/shared/config/topology';
import { checkRelease } from './release-check';
import { readServerConfig } from './server-config';

// `node shell/dist-server/release-check.cjs <remote> <browser manifest URL> <budget ms>`: the
// contract check of a candidate release (scripts/release.mjs runs it), in a process of its own.
// Prints the result as JSON; exits 0 when the candidate may go live, 1 when it is refused.
process.env.NODE_ENV = 'production';

async function main(): Promise<number> {
  const [remote, browserManifest, budget] = process.argv.slice(2);
  if (!remote || !(REMOTE_NAMES as readonly string[]).includes(remote) || !browserManifest) {
    console.error('Uso: release-check.cjs <remote> <URL del manifiesto> [presupuesto en ms]');
    return 2;
  }
  const result = await checkRelease({
    remote: remote as RemoteName,
    browserManifest,
    config: readServerConfig(),
    budgetMs: Number(budget) > 0 ? Number(budget) : 5_000,
  });
  process.stdout.write(`${JSON.stringify(result)}\n`);
  return result.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
