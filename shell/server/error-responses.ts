import type { FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { escapeHtml } from './escape-html';

/**
 * Paths whose callers read JSON (the data layer), not pages, and any request whose Accept does not
 * take HTML (what Express's `req.accepts('html')` answers; no Accept takes anything).
 */
export function wantsJson(request: Pick<FastifyRequest, 'url' | 'headers'>): boolean {
  const path = request.url.split('?')[0] ?? '';
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/uploads/')) return true;
  // An empty Accept asks for nothing in particular, as a missing one (negotiator reads it as none).
  if (!request.headers.accept) return false;
  return new Negotiator(request).mediaType(['text/html']) === undefined;
}


const TITLES: Record<number, string> = {
  400: 'Solicitud no válida',
  404: 'Página no encontrada',
  405: 'Método no permitido',
  408: 'La solicitud tardó demasiado',
  413: 'Solicitud demasiado grande',
  414: 'Dirección demasiado larga',
  415: 'Formato no admitido',
  431: 'Encabezados demasiado grandes',
  500: 'Algo salió mal',
  502: 'Servicio no disponible',
  503: 'Servicio no disponible',
  504: 'Servicio no disponible',
};

/**
 * A small designed page in Spanish, standing alone (inline styles with the
 * response's nonce, no script), for what the site's app cannot answer: a
 * malformed request or a failure of the server itself. Nothing internal shows.
 */
export function errorPage(status: number, message: string, nonce: string | undefined): string {
  const title = TITLES[status] ?? 'Algo salió mal';
  const nonceAttribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
<style${nonceAttribute}>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f5f7fa;color:#615f5d;font-family:Montserrat,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:32rem;margin:1.5rem;padding:2.5rem 2rem;background:#fff;border-top:6px solid #005897;border-radius:12px;box-shadow:0 8px 24px rgba(0,0,0,.08);text-align:center}
h1{margin:0 0 .75rem;color:#005897;font-size:1.75rem}
p{margin:0 0 1.75rem;line-height:1.6}
a{display:inline-block;padding:.75rem 1.5rem;border-radius:999px;background:#f19001;color:#fff;font-weight:600;text-decoration:none}
a:focus-visible{outline:3px solid #005897;outline-offset:3px}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<a href="/">Volver al inicio</a>
</main>
</body>
</html>`;
}

/** Answers an error as JSON or as the page above, never with a stack or a path. */
export function sendError(request: FastifyRequest, reply: FastifyReply, status: number, message: string): FastifyReply {
  if (reply.sent || reply.raw.headersSent) {
    reply.raw.destroy();
    return reply;
  }
  reply.code(status).header('Cache-Control', 'no-store');
  if (wantsJson(request)) return reply.send({ error: message });
  return reply.type('text/html; charset=utf-8').send(errorPage(status, message, reply.pageNonce || undefined));
}

/** Answers 405 to anything but a read, and says whether it did: pages and the content service are read-only. */
export function refusedUnlessRead(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  reply.header('Allow', 'GET, HEAD');
  sendError(request, reply, 405, 'Método no permitido.');
  return true;
}

/** The short Spanish message of a client error status (400, 413, ...). */
export function clientErrorMessage(status: number): string {
  return TITLES[status] ? `${TITLES[status]}.` : 'Solicitud no válida.';
}

/**
 * The app's error handler: errors Fastify marks with a client status (a body too large, a
 * malformed body) keep it with a short Spanish message; anything else is logged and answered
 * 500, with no internals.
 */
export function answerError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const status = clientStatusOf(error);
  if (status === null) {
    request.log.error({ err: error }, `error al atender ${request.method} ${request.url.split('?')[0]?.slice(0, 200) ?? ''}`);
    return sendError(request, reply, 500, 'Tuvimos un problema al mostrar esta página. Inténtalo de nuevo en unos minutos.');
  }
  return sendError(request, reply, status, clientErrorMessage(status));
}

function clientStatusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const status = (error as { statusCode?: unknown; status?: unknown }).statusCode ?? (error as { status?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}
