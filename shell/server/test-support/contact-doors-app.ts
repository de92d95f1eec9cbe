import Fastify, { type FastifyInstance } from 'fastify';
import type { ContactFormState } from '@site/shared/contact';
import { paths } from '@site/shared/routes';
import { answerError } from '../error-responses';
import type { SharedCounts } from '../fleet/shared-rate-limit-store';
import { allowedMethodsPlugin, collectRouteMethods } from '../plugins/allowed-methods';
import { contactDoors, type ContactDoorsOptions } from '../leads/contact-doors';
import type { Lead } from '../leads/lead';
import { recordingDelivery } from './recording-delivery';
import { fakePrivacyRequests, type FakePrivacyRequests } from './fake-privacy-requests';
import type { FormResponse } from '../privacy/form-response';

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
  /** The policy the server reads: set `version` to null for a CMS that cannot tell. */
  policy: { version: string | null; reads: number };
  /** The rights requests' CMS and mail server. */
  privacy: FakePrivacyRequests;
  /** What the privacy pages were asked to render (their state's key, the state, the status). */
  privacyRendered: Array<FormResponse & { pagePath: string | undefined }>;
  /** The paths of the posts that passed their route's schema: they reached the stage before the handler (preHandler). */
  handled: string[];
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
  mailServer = true,
}: { trustProxy?: string; fleet?: SharedCounts; leads?: Partial<ContactDoorsOptions['leads']>; mailServer?: boolean } = {}): Promise<ContactDoorsApp> {
  const { delivery, accepted, failNext } = recordingDelivery();
  const rendered: RenderedForm[] = [];
  const policy: ContactDoorsApp['policy'] = { version: '1.0', reads: 0 };
  const privacy = fakePrivacyRequests();
  const privacyRendered: ContactDoorsApp['privacyRendered'] = [];
  const app = Fastify({ trustProxy: trustProxy ?? false, bodyLimit: 16 * 1024 });
  collectRouteMethods(app);
  app.setErrorHandler(answerError);
  const handled: string[] = [];
  // Validation comes between preValidation and preHandler: a body the schema refused never gets here, nor to the handler.
  app.addHook('preHandler', async (request) => {
    if (request.method === 'POST') handled.push(request.url);
  });
  await app.register(contactDoors, {
    delivery,
    leads: { rateLimit: 5, rateWindowMs: 60_000, minFillMs: 3_000, formSecret: TEST_FORM_SECRET, formMaxAgeMs: 24 * 60 * 60 * 1000, ...leads },
    siteUrl: 'https://www.example.com',
    fleet,
    policy: async () => {
      policy.reads += 1;
      return policy.version === null ? null : { version: policy.version, privacyEmail: 'privacidad@example.com', requestDeadlineDays: 30 };
    },
    render: async (request, reply, { state, status }) => {
      rendered.push({ state, status, pagePath: request.url.split('?')[0] });
      return reply.code(status).type('text/html; charset=utf-8').send('<form>…</form>');
    },
    privacy: {
      store: privacy.store,
      mailer: mailServer ? privacy.mailer : null,
      mailFrom: 'Sitio web <no-responder@example.com>',
      siteUrl: 'https://www.example.com',
      tokenLifetimeMs: 48 * 60 * 60 * 1000,
      cmsTimeoutMs: 1_000,
      render: async (request, reply, form) => {
        privacyRendered.push({ ...form, pagePath: request.url.split('?')[0] });
        return reply.code(form.status).type('text/html; charset=utf-8').send('<form>…</form>');
      },
    },
  });
  app.get(paths.contact, (_request, reply) => reply.type('text/html; charset=utf-8').send('<form>…</form>'));
  await app.register(allowedMethodsPlugin);
  await app.ready();
  return { app, accepted, failNext, rendered, policy, privacy, privacyRendered, handled };
}
