import type http from 'node:http';
import { SERVER_LIMITS } from './server-config';

/** What a stopping server must still do once it takes no more requests. */
export interface StoppableApp {
  /** Fails the readiness probe from now on. */
  beginStop(): void;
  /** Stops the app's timers and finishes its background work (a lead delivery under way). */
  close(): Promise<void>;
}


/**
 * A rolling restart's stop (SIGTERM): readiness fails at once, the server takes no new
 * connections, every request in flight gets `graceMs` to finish (its connection is closed as soon
 * as its response has gone, not kept alive for another), then what is still open is cut, and the app's own
 * work ends. A lead the server answered is durable by then: `accept` stores it, or puts it in the
 * outbox on disk, before the answer goes out. Resolves with whether everything finished in time.
 */
export async function stopGracefully(server: http.Server, app: StoppableApp, graceMs: number): Promise<boolean> {
  app.beginStop();
  // A request that arrives on a kept-alive connection meanwhile is still answered, then its connection closed.
  server.prependListener('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  });
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), SERVER_LIMITS.drainSweepMs);
  let inTime = true;
  const deadline = setTimeout(() => {
    inTime = false;
    server.closeAllConnections();
  }, graceMs);
  try {
    await closed;
  } finally {
    clearInterval(sweep);
    clearTimeout(deadline);
  }
  await app.close();
  return inTime;
}
