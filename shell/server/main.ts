import closeWithGrace from 'close-with-grace';
import { buildShellApp } from './app';
import { listenOnEveryAddress } from './listen';
import { rootLogger } from './observability/logger';
import { ConfigError, readServerConfig } from './server-config';

// React and the error pages read this: the shell's server runs as in production, except under
// `npm run dev` (SITE_DEV=true), where it renders with React's and MUI's development builds, as the
// browser does there (the same markup to hydrate).
process.env.NODE_ENV = process.env.SITE_DEV === 'true' ? 'development' : 'production';

/** The entry of dist-server/main.cjs: reads the configuration, builds the app, listens, and stops on a signal. */
async function main(): Promise<void> {
  const config = readServerConfig();
  rootLogger.level = config.logLevel;
  const app = await buildShellApp(config);
  // A front that sends visitors as soon as the port opens (nginx) meets warm pages, not a cold load
  // that outlasts the page timer; a remote that is down must not keep the port closed (/readyz says).
  const warm = await Promise.race([app.remotes.allLoaded(), new Promise<false>((resolve) => setTimeout(() => resolve(false), config.readiness.warmUpMs).unref())]);
  if (!warm) rootLogger.warn('no todas las páginas de los remotos se cargaron antes de abrir el puerto: /readyz lo dirá');

  // SIGTERM or SIGINT: readiness fails at once, no new connections, requests in flight get the
  // grace period to finish, then every plugin closes what it opened (a lead under way made durable).
  closeWithGrace({ delay: config.shutdownGraceMs, logger: rootLogger }, async ({ signal, err }) => {
    if (err) rootLogger.error({ err }, 'error inesperado: el servidor se detiene');
    else rootLogger.info({ signal }, `${signal}: se deja de recibir visitas y se terminan las solicitudes en curso (hasta ${config.shutdownGraceMs} ms).`);
    await app.close();
  });

  await listenOnEveryAddress(app, config.port);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  rootLogger.info({ port, metricsPort: config.metricsPort }, `shell: http://localhost:${port}${config.metricsPort ? `, métricas en http://localhost:${config.metricsPort}/metrics` : ''}`);
}

main().catch((error: unknown) => {
  // A bad setting is the operator's to fix: one line, no stack.
  if (error instanceof ConfigError) rootLogger.fatal(error.message);
  else rootLogger.fatal({ err: error }, `no se pudo iniciar: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
