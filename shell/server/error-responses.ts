import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { escapeHtml } from './escape-html';
import { log } from './observability/logger';

/** Paths whose callers read JSON (the data layer), not pages. */
export function wantsJson(req: Request): boolean {
  const path = req.url.split('?')[0] ?? '';
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/uploads/') || !req.accepts('html');
}


const TITLES: Record<number, string> = {
  400: 'Solicitud no válida',
  404: 'Página no encontrada',
  405: 'Método no permitido',
  413: 'Solicitud demasiado grande',
  414: 'Dirección demasiado larga',
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
export function sendError(req: Request, res: Response, status: number, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(status).setHeader('Cache-Control', 'no-store');
  if (wantsJson(req)) {
    res.json({ error: message });
    return;
  }
  const nonce: unknown = res.locals.nonce;
  res.type('html').send(errorPage(status, message, typeof nonce === 'string' ? nonce : undefined));
}

/** Answers 405 to anything but a read, and says whether it did: pages and the content service are read-only. */
export function refusedUnlessRead(req: Request, res: Response): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return false;
  res.setHeader('Allow', 'GET, HEAD');
  sendError(req, res, 405, 'Método no permitido.');
  return true;
}

/** Anything no route answered. */
export function notFound(): RequestHandler {
  return (req, res) => sendError(req, res, 404, 'No encontramos lo que buscas.');
}

/**
 * The last handler: logs the failure on the server and answers a short
 * Spanish message. Errors Express or its body parsers mark with a client
 * status (400, 413, ...) keep it; everything else is a 500.
 */
export function finalErrorHandler(): ErrorRequestHandler {
  // Express recognises an error handler by its four parameters.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  return (error: unknown, req, res, _next) => {
    const status = clientStatusOf(error);
    if (status === null) {
      log().error({ err: error }, `error al atender ${req.method} ${req.url.split('?')[0]?.slice(0, 200) ?? ''}`);
      sendError(req, res, 500, 'Tuvimos un problema al mostrar esta página. Inténtalo de nuevo en unos minutos.');
      return;
    }
    sendError(req, res, status, TITLES[status] ? `${TITLES[status]}.` : 'Solicitud no válida.');
  };
}

function clientStatusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const status = (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}
