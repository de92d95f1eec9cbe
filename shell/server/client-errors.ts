import type http from 'node:http';
import type { Socket } from 'node:net';

/** The status line and Spanish message of what Node's HTTP parser or its timers refused. */
function clientErrorAnswer(code: string | undefined): { status: string; message: string } {
  // A request cut for slowness (headers or body too slow): 408, which a client may retry.
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: '408 Request Timeout', message: 'La solicitud tardó demasiado.' };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: '431 Request Header Fields Too Large', message: 'Encabezados demasiado grandes.' };
  return { status: '400 Bad Request', message: 'Solicitud no válida.' };
}

/**
 * What Node refuses before Fastify sees a request (an invalid request line or header, headers
 * over 16 KB, a request too slow to arrive) gets a short Spanish answer and a closed connection,
 * not a reset or a hang. Hand-written: Fastify's own handler answers the same statuses in English.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const { status, message } = clientErrorAnswer(error.code);
  const body = JSON.stringify({ error: message });
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** The site is no proxy: a CONNECT tunnel is refused (Node would otherwise just drop the socket). */
export function refuseTunnel(_req: http.IncomingMessage, socket: Socket): void {
  const body = JSON.stringify({ error: 'Método no permitido.' });
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
