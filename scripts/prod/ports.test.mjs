import net from 'node:net';
import { DEFAULT_PROD_PORT_BASE, assertProdPortsFree, prodPortBaseOf, prodPortsFor } from './ports.mjs';
import { StartupFailure } from './startup-failure.mjs';

/** Listens on 127.0.0.1:`port`, as another program holding it would. @param {number} port @returns {Promise<net.Server>} */
function hold(port) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** A base whose ports are all free now (a few tries from a random place, far from the usual ones). */
async function freeBase() {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const base = 30_000 + Math.floor(Math.random() * 20_000);
    try {
      await assertProdPortsFree(prodPortsFor(base));
      return base;
    } catch {
      // another try
    }
  }
  throw new Error('no free port base');
}

it('reads PROD_PORT_BASE, and refuses one that is not a port base in one Spanish line', () => {
  expect(prodPortBaseOf(undefined)).toBe(DEFAULT_PROD_PORT_BASE);
  expect(prodPortBaseOf('')).toBe(DEFAULT_PROD_PORT_BASE);
  expect(prodPortBaseOf('9440')).toBe(9440);
  for (const wrong of ['abc', '80', '65500', '8440.5']) {
    expect(() => prodPortBaseOf(wrong)).toThrow(StartupFailure);
  }
  expect(() => prodPortBaseOf('abc')).toThrow('PROD_PORT_BASE=abc no sirve: da un número entre 1024 y 65493 (por omisión 8440).');
});

it('says which of the topology’s ports are taken, by what, and what to do, before anything starts', async () => {
  const base = await freeBase();
  const ports = prodPortsFor(base);
  await expect(assertProdPortsFree(ports)).resolves.toBeUndefined();
  const held = [await hold(ports.postgres)];
  try {
    await expect(assertProdPortsFree(ports)).rejects.toThrow(
      `El puerto ${ports.postgres} (PostgreSQL) ya está en uso: detén lo que lo ocupa (ss -ltnp 'sport = :${ports.postgres}'; ¿otro npm run prod?) ` +
        `o usa otros puertos con PROD_PORT_BASE=${base + 100} npm run prod.`,
    );
    held.push(await hold(ports.https));
    await expect(assertProdPortsFree(ports)).rejects.toThrow(`Los puertos ${ports.https} (nginx, HTTPS), ${ports.postgres} (PostgreSQL) ya están en uso`);
  } finally {
    await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))));
  }
});
