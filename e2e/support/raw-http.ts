import http from 'node:http';
import net from 'node:net';

export interface RawAnswer {
  /** Status of the first response, or null when the server closed without one. */
  status: number | null;
  /** Everything the server sent, head and body, as text. */
  text: string;
  /** The server closed the connection (rather than the deadline ending the wait). */
  closed: boolean;
  elapsedMs: number;
}

/**
 * Sends bytes exactly as given (no client in between to fix a hostile
 * request) and collects what comes back until the server closes or the wait
 * ends.
 */
export function rawRequest(port: number, request: string, waitMs = 3000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    const finish = (closed: boolean): void => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('utf8');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      resolve({ status: match ? Number(match[1]) : null, text, closed, elapsedMs: Date.now() - started });
    };
    const timer = setTimeout(() => finish(false), waitMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => finish(true));
    socket.on('close', () => finish(true));
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** A GET on one connection, `Connection: close`, with the given target and extra header lines. */
export function rawGet(port: number, target: string, headers: string[] = [`Host: localhost:${port}`]): Promise<RawAnswer> {
  return rawRequest(port, [`GET ${target} HTTP/1.1`, ...headers, 'Connection: close', '', ''].join('\r\n'));
}

/** A server that must never be reached: it counts whatever arrives. */
export async function startDecoy(): Promise<{ port: number; hits: string[]; close: () => Promise<void> }> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(`${req.method} ${req.url} ${JSON.stringify(req.headers)}`);
    res.end('decoy');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    port: address.port,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
