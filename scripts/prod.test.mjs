// `npm run prod`'s top-level path: a start-up failure ends in one Spanish line on stderr, exit code 1,
// no stack trace. Failures met before anything is built or started (the build takes minutes): a port
// of the topology taken, a PROD_PORT_BASE that is not one. PATH is emptied so that nothing further
// (npm run build, apt-get) could run should the check let it through.
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertProdPortsFree, prodPortsFor } from './prod/ports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `node scripts/prod.mjs` with these settings: its exit code and what it printed. @param {Record<string, string>} env */
function runProd(env) {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/prod.mjs')], {
    cwd: root,
    env: { HOME: process.env.HOME, PATH: '/nonexistent', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** One line, no stack frame, no Buffer printed byte by byte. @param {string} stderr */
function expectOneSpanishLine(stderr) {
  const lines = stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(stderr).not.toMatch(/^\s+at /m);
  expect(stderr).not.toMatch(/Error:|Buffer|node:internal/);
  return lines[0];
}

it('stops at a taken port with one Spanish line that names it, and exit code 1', async () => {
  let base;
  for (let attempt = 0; attempt < 20 && base === undefined; attempt += 1) {
    const candidate = 30_000 + Math.floor(Math.random() * 20_000);
    base = await assertProdPortsFree(prodPortsFor(candidate)).then(() => candidate, () => undefined);
  }
  if (base === undefined) throw new Error('no port base with all its ports free in 20 tries');
  const ports = prodPortsFor(base);
  const holder = await new Promise((resolve) => {
    const server = net.createServer().listen(ports.redis, '127.0.0.1', () => resolve(server));
  });
  try {
    const { status, stdout, stderr } = runProd({ PROD_PORT_BASE: String(base) });
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(expectOneSpanishLine(stderr)).toBe(
      `El puerto ${ports.redis} (Redis) ya está en uso: detén lo que lo ocupa (ss -ltnp 'sport = :${ports.redis}'; ¿otro npm run prod?) ` +
        `o usa otros puertos con PROD_PORT_BASE=${base + 100} npm run prod.`,
    );
  } finally {
    await new Promise((resolve) => holder.close(resolve));
  }
}, 40_000);

it('stops at a PROD_PORT_BASE that is not a port base, and every other bad variable, with one Spanish line', () => {
  const { status, stderr } = runProd({ PROD_PORT_BASE: 'ocho mil', CMS_ADMIN_ORIGIN: 'panel' });
  expect(status).toBe(1);
  expect(expectOneSpanishLine(stderr)).toBe(
    'Configuración no válida: PROD_PORT_BASE debe ser un número entre 1024 y 65493 (es "ocho mil"); CMS_ADMIN_ORIGIN debe ser una URL http:// o https:// (es "panel")',
  );
}, 40_000);
