import { Readable } from 'node:stream';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CMS_WEBHOOK_PATH } from '@site/shared/node/fleet-keys';
import { answerError } from '../error-responses';
import { createLogger } from '../observability/logger';
import { webhooksPlugin } from './webhooks';

// The webhook alone, with stand-ins for the content and fleet plugins it calls.

const SECRET = 'secreto-de-prueba-del-webhook';

interface Stand {
  app: FastifyInstance;
  /** What happened, in order: each purge of this server, each announcement to the fleet. */
  calls: string[];
  /** Log lines written, parsed. */
  lines: Array<Record<string, unknown>>;
  failAnnounce: boolean;
}

async function webhookApp({ secret }: { secret: string | undefined } = { secret: SECRET }): Promise<Stand> {
  const stand: Stand = { app: undefined as unknown as FastifyInstance, calls: [], lines: [], failAnnounce: false };
  const logger = createLogger({ write: (line: string) => void stand.lines.push(JSON.parse(line) as Record<string, unknown>) }, 'info');
  const app = Fastify({ loggerInstance: logger as FastifyBaseLogger });
  app.setErrorHandler(answerError);
  await app.register(
    fp(
      async (fastify) => {
        fastify.decorate('content', { reader: {} as never, purge: () => void stand.calls.push('purge'), onPurge: () => undefined });
      },
      { name: 'content' },
    ),
  );
  await app.register(
    fp(
      async (fastify) => {
        fastify.decorate('fleet', {
          redis: null,
          up: () => true,
          async announcePurge() {
            // The purge is announced after this server's own, and awaited.
            await new Promise((resolve) => setTimeout(resolve, 5));
            if (stand.failAnnounce) throw new Error('Redis no responde');
            stand.calls.push('announce');
          },
          syncNow: () => Promise.resolve(),
        });
      },
      { name: 'fleet' },
    ),
  );
  await app.register(webhooksPlugin, { cmsWebhookSecret: secret });
  stand.app = app;
  return stand;
}

let stand: Stand;
beforeEach(async () => {
  stand = await webhookApp();
});
afterEach(() => stand.app.close());

const post = (body: unknown, secret = SECRET) =>
  stand.app.inject({
    method: 'POST',
    url: CMS_WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    payload: JSON.stringify(body),
  });

it('purges on a publish, unpublish or update of the site’s content, then tells the fleet', async () => {
  for (const event of ['entry.publish', 'entry.unpublish', 'entry.update']) {
    const response = await post({ event, model: 'article', uid: 'api::article.article', entry: { id: 1 } });
    expect(response.statusCode).toBe(204);
    expect(response.headers['cache-control']).toBe('no-store');
  }
  expect(stand.calls).toEqual(['purge', 'announce', 'purge', 'announce', 'purge', 'announce']);
  expect(stand.lines.filter((line) => String(line.msg).startsWith('contenido cambiado')).map((line) => [line.msg, line.event, line.uid])).toEqual([
    ['contenido cambiado en el CMS (entry.publish api::article.article): páginas y respuestas purgadas', 'entry.publish', 'api::article.article'],
    ['contenido cambiado en el CMS (entry.unpublish api::article.article): páginas y respuestas purgadas', 'entry.unpublish', 'api::article.article'],
    ['contenido cambiado en el CMS (entry.update api::article.article): páginas y respuestas purgadas', 'entry.update', 'api::article.article'],
  ]);
});

it('refuses a call without the secret, and ignores what changes no page', async () => {
  const refused = await post({ event: 'entry.publish', uid: 'api::article.article' }, 'otro');
  expect(refused.statusCode).toBe(401);
  expect(refused.json()).toEqual({ error: 'No autorizado.' });
  expect(refused.headers['cache-control']).toBe('no-store');
  const unsigned = await stand.app.inject({ method: 'POST', url: CMS_WEBHOOK_PATH, headers: { 'content-type': 'application/json' }, payload: '{}' });
  expect(unsigned.statusCode).toBe(401);
  for (const body of [
    { event: 'entry.create', uid: 'api::lead.lead' },
    { event: 'entry.update', uid: 'api::privacy-request.privacy-request' },
    { event: 'media.update', uid: 'plugin::upload.file' },
    { event: 'entry.publish', uid: 'admin::user' },
    { event: 'entry.publish' },
    [],
    null,
  ]) {
    expect((await post(body)).statusCode).toBe(204);
  }
  expect(stand.calls).toEqual([]);
});

it('says when only this server could purge (the others were not told)', async () => {
  stand.failAnnounce = true;
  const response = await post({ event: 'entry.publish', uid: 'api::success-case.success-case' });
  expect(response.statusCode).toBe(202);
  expect(response.json()).toEqual({ estado: 'purgado solo en este servidor' });
  expect(stand.calls).toEqual(['purge']);
  const warning = stand.lines.find((line) => line.level === 'warn');
  expect(warning).toMatchObject({
    msg: 'purga aplicada solo en este servidor',
    event: 'entry.publish',
    uid: 'api::success-case.success-case',
    err: { message: 'Redis no responde' },
  });
});

it('refuses a body declared larger than 1 MB before reading it', async () => {
  // 2 KB sent of 50 MB declared, and the rest never comes: the answer cannot wait for it.
  let sent = false;
  const upload = new Readable({
    read() {
      if (sent) return;
      sent = true;
      this.push('x'.repeat(2048));
    },
  });
  const started = Date.now();
  const response = await stand.app.inject({
    method: 'POST',
    url: CMS_WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: `Bearer ${SECRET}`,
      'content-length': String(50 * 1024 * 1024),
    },
    payload: upload,
  });
  expect(response.statusCode).toBe(413);
  expect(response.json()).toEqual({ error: 'Solicitud demasiado grande.' });
  expect(Date.now() - started).toBeLessThan(1_000);
  expect(stand.calls).toEqual([]);
});

it('takes an entry of up to 1 MB (an article’s Markdown)', async () => {
  const response = await post({ event: 'entry.update', uid: 'api::article.article', entry: { body: 'á'.repeat(400_000) } });
  expect(response.statusCode).toBe(204);
  expect(stand.calls).toEqual(['purge', 'announce']);
});

it('has no route without a secret', async () => {
  const alone = await webhookApp({ secret: undefined });
  expect((await alone.app.inject({ method: 'POST', url: CMS_WEBHOOK_PATH, payload: {} })).statusCode).toBe(404);
  await alone.app.close();
});
