import http from 'node:http';
import type { Socket } from 'node:net';
import { createShellApp, type ShellApp } from './app';
import { stopGracefully } from './graceful-stop';
import { rootLogger } from './observability/logger';
import { startMetricsServer } from './observability/metrics-server';
import { readServerConfig } from './server-config';

// React, Express and the error handler read this: the shell's server runs as in production, except
// under `npm run dev` (SITE_DEV=true), where it renders with React's and MUI's development builds,
// as the browser does there (the same markup to hydrate).
process.env.NODE_ENV = process.env.SITE_DEV === 'true' ? 'development' : 'production';

/**
 * What Node's HTTP parser refuses itself (an invalid request line or header,
 * headers over 16 KB) gets a short answer and a closed connection, not a
 * default reset or a hang.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable || (error as { code?: string }).code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
  const body = JSON.stringify({ error: 'Solicitud no válida.' });
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** The site is no proxy: a CONNECT tunnel is refused (Node would otherwise just drop the socket). */
function refuseTunnel(_req: http.IncomingMessage, socket: Socket): void {
  const body = JSON.stringify({ error: 'Método no permitido.' });
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

async function startShellServer(
  config = readServerConfig(),
): Promise<{ server: http.Server; app: ShellApp; graceMs: number; metricsServer: http.Server | null }> {
  rootLogger.level = config.logLevel;
  const app = createShellApp(config);
  const server = http.createServer(app);
  server.headersTimeout = config.connections.headersTimeoutMs;
  server.requestTimeout = config.connections.requestTimeoutMs;
  server.keepAliveTimeout = config.connections.keepAliveTimeoutMs;
  server.on('clientError', answerClientError);
  server.on('connect', refuseTunnel);
  const warm = await Promise.race([app.warmUp(), new Promise<false>((resolve) => setTimeout(() => resolve(false), config.readiness.warmUpMs).unref())]);
  if (!warm) rootLogger.warn('no todas las páginas de los remotos se cargaron antes de abrir el puerto: /readyz lo dirá');
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, () => resolve());
  });
  const metricsServer = config.metricsPort ? await startMetricsServer(app.metrics, config.metricsPort) : null;
  return { server, app, graceMs: config.shutdownGraceMs, metricsServer };
}

// The entry of dist-server/main.cjs: running it starts the server.
startShellServer().then(
  ({ server, app, graceMs, metricsServer }) => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : null;
    const metricsAddress = metricsServer?.address();
    const metricsPort = metricsAddress && typeof metricsAddress === 'object' ? metricsAddress.port : null;
    rootLogger.info({ port, metricsPort }, `shell: http://localhost:${port ?? '?'}${metricsPort ? `, métricas en http://localhost:${metricsPort}/metrics` : ''}`);
    let stopping = false;
    const stop = (signal: NodeJS.Signals): void => {
      if (stopping) {
        // A second Ctrl+C: the operator does not want to wait.
        if (signal === 'SIGINT') process.exit(1);
        return;
      }
      stopping = true;
      rootLogger.info({ signal }, `${signal}: se deja de recibir visitas y se terminan las solicitudes en curso (hasta ${graceMs} ms).`);
      stopGracefully(server, app, graceMs).then(
        (inTime) => {
          if (!inTime) rootLogger.warn(`solicitudes cortadas al vencer el plazo de ${graceMs} ms.`);
          // Scraped until the end, so the last figures of a stopping server are not lost.
          metricsServer?.close();
          process.exit(0);
        },
        (error: unknown) => {
          rootLogger.error({ err: error }, 'error al detenerse');
          process.exit(1);
        },
      );
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  },
  (error: unknown) => {
    rootLogger.fatal({ err: error }, `no se pudo iniciar: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
