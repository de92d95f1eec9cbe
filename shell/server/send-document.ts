import type { FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import type { RenderedDocument } from './render-page';
import { segmentedGzip, type SegmentedGzip } from './segmented-gzip';

/** Whether the client takes gzip (and did not refuse it with q=0). */
const acceptsGzip = (request: FastifyRequest): boolean => new Negotiator(request).encoding(['gzip']) === 'gzip';

export type SendDocument = (request: FastifyRequest, reply: FastifyReply, document: RenderedDocument) => FastifyReply;

/**
 * Sends a rendered page with this response's nonce. A kept page goes out gzipped from its
 * one-time compression (the nonce put in on the way), so a burst of visitors costs neither a
 * render nor a compression each. Every page goes out in one write with its length: a server
 * that dies after it sent nothing lets the front retry elsewhere, and one that sent it sent it whole.
 */
export function documentSender(): SendDocument {
  /** The gzip of each kept page, compressed once for all the responses that send it. */
  const compressedPages = new WeakMap<RenderedDocument, SegmentedGzip>();
  return (request, reply, document) => {
    const nonce = reply.pageNonce;
    reply.code(document.status).type('text/html; charset=utf-8').headers(document.headers);
    // Fastify strips the body of a route's HEAD; the 404 handler answers HEAD itself.
    if (request.method === 'HEAD') return reply.send();
    if (document.cacheable && acceptsGzip(request)) {
      let gzip = compressedPages.get(document);
      if (!gzip) {
        gzip = segmentedGzip(document.html, document.noncePlaceholder, Buffer.byteLength(nonce));
        compressedPages.set(document, gzip);
      }
      return reply.header('Content-Encoding', 'gzip').header('Vary', 'Accept-Encoding').send(gzip.fill(nonce));
    }
    // Compressed whole by @fastify/compress (its synchronous path), with its length.
    return reply.send(document.html.split(document.noncePlaceholder).join(nonce));
  };
}
