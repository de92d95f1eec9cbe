import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildShellApp } from './app';
import { listenOnEveryAddress } from './listen';
import { rootLogger } from './observability/logger';
import type { ServerConfig } from './server-config';

/**
 * Builds the app, warms the remotes' pages, listens on every address, and stops gracefully on
 * SIGTERM or SIGINT: no new connections (a request on a kept-alive one is still answered, its
 * connection then closed; /readyz answers 503), requests in flight get the grace period to finish,
 * then every plugin closes what it opened (a lead under way made durable). A second Ctrl+C, or the
 * grace period over, exits at once.
 */
export async function startShellServer(config: ServerConfig): Promise<FastifyInstance> {
  rootLogger.level = config.logLevel;
  const app = await buildShellApp(config);
  // A front that sends visitors as soon as the port opens (nginx) meets warm pages, not a cold load
  // that outlasts the page timer; a remote that is down must not keep the port closed (/readyz says).
  const warm = await Promise.race([app.remotes.allLoaded(), new Promise<false>((resolve) => setTimeout(() => resolve(false), config.readiness.warmUpMs).unref())]);
  if (!warm) rootLogger.warn('no todas las páginas de los remotos se cargaron antes de abrir el puerto: /readyz lo dirá');

  closeWithGrace({ delay: config.shutdownGraceMs, logger: rootLogger }, async ({ signal, err }) => {
    if (err) rootLogger.error({ err }, 'error inesperado: el servidor se detiene');
    else rootLogger.info({ signal }, `${signal}: se deja de recibir visitas y se terminan las solicitudes en curso (hasta ${config.shutdownGraceMs} ms).`);
    await app.close();
  });

  await listenOnEveryAddress(app, config.port);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const metrics = config.metricsPort ? `, métricas en http://localhost:${config.metricsPort}/metrics` : '';
  rootLogger.info({ port, metricsPort: config.metricsPort }, `shell: http://localhost:${port}${metrics}`);
  return app;
}
