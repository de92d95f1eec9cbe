import Fastify, { type FastifyInstance } from 'fastify';
import type { ContactFormState } from '@site/shared/contact';
import { paths } from '@site/shared/routes';
import { answerError } from '../error-responses';
import type { SharedCounts } from '../fleet/shared-rate-limit-store';
import { allowedMethodsPlugin, collectRouteMethods } from '../plugins/allowed-methods';
import { contactDoors, type ContactDoorsOptions } from './contact-doors';
import type { Lead } from './lead';
import { recordingDelivery } from './recording-delivery';

export const TEST_FORM_SECRET = 'secreto-de-prueba';

/** What the stand-in page was asked to render: the form's state, the status, and the route's page. */
export interface RenderedForm {
  state: ContactFormState;
  status: number;
  pagePath: string | undefined;
}

export interface ContactDoorsApp {
  app: FastifyInstance;
  accepted: Lead[];
  failNext: () => void;
  rendered: RenderedForm[];
}

/**
 * For the doors' tests: both doors in an app of their own (as the shell's app registers them:
 * its error handler, and OPTIONS and 405 by the route's methods), a delivery that keeps what it
 * accepts, and a stand-in contact page that records what it would render (its GET, for the
 * methods `/contacto` takes). Without `fleet`, no Redis: each app counts alone.
 */
export async function contactDoorsApp({
  trustProxy,
  fleet = { redis: null, up: () => false },
  leads = {},
}: { trustProxy?: string; fleet?: SharedCounts; leads?: Partial<ContactDoorsOptions['leads']> } = {}): Promise<ContactDoorsApp> {
  const { delivery, accepted, failNext } = recordingDelivery();
  const rendered: RenderedForm[] = [];
  const app = Fastify({ trustProxy: trustProxy ?? false, bodyLimit: 16 * 1024 });
  collectRouteMethods(app);
  app.setErrorHandler(answerError);
  await app.register(contactDoors, {
    delivery,
    leads: { rateLimit: 5, rateWindowMs: 60_000, minFillMs: 3_000, formSecret: TEST_FORM_SECRET, formMaxAgeMs: 24 * 60 * 60 * 1000, ...leads },
    siteUrl: 'https://www.example.com',
    fleet,
    render: async (request, reply, { state, status }) => {
      rendered.push({ state, status, pagePath: request.url.split('?')[0] });
      return reply.code(status).type('text/html; charset=utf-8').send('<form>…</form>');
    },
  });
  app.get(paths.contact, (_request, reply) => reply.type('text/html; charset=utf-8').send('<form>…</form>'));
  await app.register(allowedMethodsPlugin);
  await app.ready();
  return { app, accepted, failNext, rendered };
}
