import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './error-responses';

/** Longer targets are refused: the site's own URLs are far shorter. */
export const MAX_TARGET_LENGTH = 2048;

/** A host name, IPv4 or bracketed IPv6 address, with an optional port. */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}))*\.?|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/;

export type TargetProblem = { status: 400 | 414; message: string } | null;

/**
 * What is wrong with a request target and Host header, before anything else
 * reads them. Only origin-form targets (`/path?query`) are served: an
 * absolute-form target (`http://other/...`) would otherwise be parsed for its
 * path alone and forwarded, and asterisk-form (`*`) means nothing here.
 */
export function targetProblem(target: string, host: string | undefined): TargetProblem {
  if (target.length > MAX_TARGET_LENGTH) return { status: 414, message: 'La dirección es demasiado larga.' };
  if (!target.startsWith('/') || target.startsWith('//')) return { status: 400, message: 'Solicitud no válida.' };
  if (host === undefined || !HOST.test(host)) return { status: 400, message: 'Solicitud no válida.' };
  const queryStart = target.indexOf('?');
  const pathname = queryStart === -1 ? target : target.slice(0, queryStart);
  try {
    decodeURIComponent(pathname);
  } catch {
    return { status: 400, message: 'La dirección está mal codificada.' };
  }
  return null;
}

/** The app's first hook: refuses malformed requests with a short answer. */
export async function requestGuard(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const problem = targetProblem(request.url, request.headers.host);
  if (!problem) return undefined;
  // The connection may carry a half-read or hostile request: do not keep it.
  reply.header('Connection', 'close');
  return sendError(request, reply, problem.status, problem.message);
}
