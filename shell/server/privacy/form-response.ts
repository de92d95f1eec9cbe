import type { FastifyReply, FastifyRequest } from 'fastify';

/** A form's state for one response alone (the page's data under `key`), and the status it answers. */
export interface FormResponse {
  key: string;
  state: object;
  status: number;
}

/** Renders the page at the request's URL with a form's state (`fastify.pageRenderer.serve`). */
export type RenderForm = (request: FastifyRequest, reply: FastifyReply, form: FormResponse) => Promise<FastifyReply>;
