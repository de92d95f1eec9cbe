import type { FastifyInstance } from 'fastify';

/**
 * Listens on every address of the machine, as Node's `server.listen(port)` does (Fastify's own
 * default is localhost alone): IPv6 and IPv4 where the host has IPv6, IPv4 alone where it has not.
 */
export async function listenOnEveryAddress(app: FastifyInstance, port: number): Promise<void> {
  try {
    await app.listen({ port, host: '::' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EAFNOSUPPORT' && (error as NodeJS.ErrnoException).code !== 'EADDRNOTAVAIL') throw error;
    await app.listen({ port, host: '0.0.0.0' });
  }
}
