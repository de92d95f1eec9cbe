import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { CMS_WEBHOOK_PATH } from '@site/shared/node/fleet-keys';
import { cmsWebhookRoute } from './cms-webhook-route';

const SECRET = 'secreto-de-prueba-del-webhook';
const changes: Array<{ event: string; uid: string }> = [];
let failAnnounce = false;
let server: http.Server;
let url: string;

beforeAll(async () => {
  const app = express();
  app.use(cmsWebhookRoute({
    secret: SECRET,
    async onContentChanged(change) {
      changes.push(change);
      if (failAnnounce) throw new Error('Redis no responde');
    },
  }));
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${CMS_WEBHOOK_PATH}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  changes.length = 0;
  failAnnounce = false;
});

const post = (body: unknown, secret = SECRET) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${secret}` }, body: JSON.stringify(body) });

it('purges on a publish, unpublish or update of the site’s content', async () => {
  for (const event of ['entry.publish', 'entry.unpublish', 'entry.update']) {
    expect((await post({ event, model: 'article', uid: 'api::article.article', entry: { id: 1 } })).status).toBe(204);
  }
  expect(changes).toEqual([
    { event: 'entry.publish', uid: 'api::article.article' },
    { event: 'entry.unpublish', uid: 'api::article.article' },
    { event: 'entry.update', uid: 'api::article.article' },
  ]);
});

it('refuses a call without the secret, and ignores what changes no page', async () => {
  expect((await post({ event: 'entry.publish', uid: 'api::article.article' }, 'otro')).status).toBe(401);
  expect((await post({ event: 'entry.create', uid: 'api::lead.lead' })).status).toBe(204);
  expect((await post({ event: 'media.update', uid: 'plugin::upload.file' })).status).toBe(204);
  expect(changes).toEqual([]);
});

it('says when only this server could purge (the others were not told)', async () => {
  failAnnounce = true;
  const response = await post({ event: 'entry.publish', uid: 'api::success-case.success-case' });
  expect(response.status).toBe(202);
  expect(changes).toHaveLength(1);
});
