import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LeadRejectedError, type LeadWriter } from './cms-lead-writer';
import type { Lead } from './lead';
import { createLeadDelivery, type LeadDelivery, type Mailer } from './lead-delivery';
import { leadMail, type LeadMail } from './lead-mail';
import { createOutbox, type Outbox } from './outbox';
import { rootLogger } from '../observability/logger';

const lead = (n: number): Lead => ({
  leadId: `0000000${n}-aaaa-4bbb-8ccc-dddddddddddd`,
  name: 'Ana Pérez',
  email: 'ana.perez@empresa.cl',
  company: 'Retail Sur',
  service: 'Cloud Services',
  message: 'Queremos migrar a la nube.',
  page: '/contacto',
  receivedAt: '2026-11-23T15:00:00.000Z',
  policyVersion: '1.0',
  marketingConsent: n % 2 === 0,
  consentAt: '2026-11-23T15:00:00.000Z',
});

/** A CMS that can be down, and stores a lead once per leadId (as Strapi's controller does). */
function fakeCms() {
  const stored = new Map<string, Lead>();
  const cms = { down: false, calls: 0, stored };
  const writer: LeadWriter = {
    async store(item) {
      cms.calls += 1;
      if (cms.down) throw new Error('ECONNREFUSED');
      stored.set(item.leadId, item);
    },
  };
  return { cms, writer };
}

function fakeMailer() {
  const sent: LeadMail[] = [];
  const mail = { down: false, sent };
  const mailer: Mailer = {
    async send(message) {
      if (mail.down) throw new Error('SMTP caído');
      sent.push(message);
    },
  };
  return { mail, mailer };
}

let dir = '';
const deliveries: LeadDelivery[] = [];
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  jest.spyOn(rootLogger, 'error');
});
afterEach(async () => {
  await Promise.all(deliveries.splice(0).map((delivery) => delivery.stop()));
  jest.restoreAllMocks();
});

/** A delivery over the test's folder, or over `outbox` when a test needs one that fails. */
function delivery(writer: LeadWriter, mailer: Mailer | null = null, outbox: Outbox = createOutbox(dir)): LeadDelivery {
  const created = createLeadDelivery({
    outbox,
    writer,
    mailer,
    mailOf: (item) => leadMail(item, { from: 'sitio@example.com', to: 'ventas@example.com', siteUrl: 'https://www.example.com' }),
    cmsTimeoutMs: 1_000,
    backoffMs: 10,
    maxBackoffMs: 40,
  });
  deliveries.push(created);
  return created;
}

const until = async (check: () => boolean | Promise<boolean>, ms = 3_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('no ocurrió a tiempo');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

it('stores a lead in the CMS at once when it answers, leaving nothing waiting', async () => {
  const { cms, writer } = fakeCms();
  const leads = delivery(writer);
  expect(await leads.accept(lead(1))).toBe('stored');
  expect([...cms.stored.keys()]).toEqual([lead(1).leadId]);
  expect(await leads.pending()).toBe(0);
});

it('keeps a lead on disk while the CMS is down and delivers it exactly once when it is back', async () => {
  const { cms, writer } = fakeCms();
  cms.down = true;
  const leads = delivery(writer);
  expect(await leads.accept(lead(1))).toBe('queued');
  expect(fs.readdirSync(dir)).toEqual([`lead-${lead(1).leadId}.json`]);
  await until(() => cms.calls >= 3);
  cms.down = false;
  await until(async () => (await leads.pending()) === 0);
  expect(cms.stored.size).toBe(1);
});

it('keeps the consent a lead records through the outbox: the version shown, the box as left, and when', async () => {
  const { cms, writer } = fakeCms();
  cms.down = true;
  const leads = delivery(writer);
  for (const item of [lead(1), lead(2)]) expect(await leads.accept(item)).toBe('queued');
  const queued = JSON.parse(fs.readFileSync(path.join(dir, `lead-${lead(2).leadId}.json`), 'utf8')) as { payload: Lead };
  expect(queued.payload).toMatchObject({ policyVersion: '1.0', marketingConsent: true, consentAt: '2026-11-23T15:00:00.000Z' });
  cms.down = false;
  await until(async () => (await leads.pending()) === 0);
  expect(cms.stored.get(lead(1).leadId)).toEqual(lead(1));
  expect(cms.stored.get(lead(2).leadId)).toEqual(lead(2));
  expect(lead(1).marketingConsent).toBe(false);
});

it('delivers a lead queued before leads recorded consent as what is known: no consent, an unknown version, when it came', async () => {
  const { cms, writer } = fakeCms();
  const older: Partial<Lead> & { leadId: string; receivedAt: string } = { ...lead(3) };
  delete older.policyVersion;
  delete older.marketingConsent;
  delete older.consentAt;
  const outbox = createOutbox(dir);
  await outbox.put({ id: `lead-${older.leadId}`, kind: 'lead', payload: older });
  const leads = delivery(writer, null, outbox);
  await until(async () => (await leads.pending()) === 0);
  expect(cms.stored.get(older.leadId)).toEqual({ ...older, policyVersion: 'desconocida', marketingConsent: false, consentAt: older.receivedAt });
});

it('delivers what a stopped server left in the outbox after a restart', async () => {
  const { cms, writer } = fakeCms();
  cms.down = true;
  const before = delivery(writer);
  await before.accept(lead(2));
  await before.stop();
  cms.down = false;
  const after = delivery(writer);
  await until(async () => (await after.pending()) === 0);
  expect([...cms.stored.keys()]).toEqual([lead(2).leadId]);
});

it('notifies the staff, retrying a failing mail server without holding the lead', async () => {
  const { cms, writer } = fakeCms();
  const { mail, mailer } = fakeMailer();
  mail.down = true;
  const leads = delivery(writer, mailer);
  expect(await leads.accept(lead(3))).toBe('stored');
  expect(cms.stored.size).toBe(1);
  expect(await leads.pending()).toBe(1);
  mail.down = false;
  await until(() => mail.sent.length === 1);
  await until(async () => (await leads.pending()) === 0);
  expect(mail.sent[0]).toMatchObject({ to: 'ventas@example.com', replyTo: 'ana.perez@empresa.cl' });
});

it('keeps a lead the CMS refuses as such (logged), instead of losing it', async () => {
  const writer: LeadWriter = {
    async store() {
      throw new LeadRejectedError('400');
    },
  };
  const leads = delivery(writer);
  expect(await leads.accept(lead(4))).toBe('queued');
  await leads.run();
  expect(await leads.pending()).toBe(1);
  expect(rootLogger.error).toHaveBeenCalledWith(expect.objectContaining({ attempts: 1 }), expect.stringContaining('intento 1 falló'));
});

it('tells the visitor it failed, and queues no notification, when neither the CMS nor the disk takes the lead', async () => {
  const { cms, writer } = fakeCms();
  cms.down = true;
  const { mailer } = fakeMailer();
  const outbox = createOutbox(dir);
  const failingOutbox = {
    ...outbox,
    put: async (job: Parameters<typeof outbox.put>[0]) => {
      if (job.kind === 'lead') throw new Error('disco lleno');
      await outbox.put(job);
    },
  };
  const leads = delivery(writer, mailer, failingOutbox);
  await expect(leads.accept(lead(8))).rejects.toThrow('disco lleno');
  expect(await outbox.list()).toEqual([]);
});

describe('the outbox', () => {
  it('writes a job whole, keeps its folder private and lists jobs oldest first', async () => {
    const outbox = createOutbox(path.join(dir, 'privada'));
    expect(fs.statSync(path.join(dir, 'privada')).mode & 0o777).toBe(0o700);
    await outbox.put({ id: 'lead-b', kind: 'lead', payload: lead(5) });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await outbox.put({ id: 'lead-a', kind: 'lead', payload: lead(6) });
    expect((await outbox.list()).map((job) => job.id)).toEqual(['lead-b', 'lead-a']);
    expect(fs.readdirSync(path.join(dir, 'privada')).some((name) => name.endsWith('.tmp'))).toBe(false);
    await outbox.remove('lead-b');
    expect((await outbox.list()).map((job) => job.id)).toEqual(['lead-a']);
  });

  it('refuses an id that could name another file', async () => {
    await expect(createOutbox(dir).put({ id: '../fuera', kind: 'lead', payload: {} })).rejects.toThrow();
  });
});

describe('the staff’s notification', () => {
  it('escapes every value in the HTML and keeps headers on one line', () => {
    const mail = leadMail(
      { ...lead(7), name: '<script>alert(1)</script>', company: 'A & B\r\nBcc: todos@x.cl', message: 'Hola <b>equipo</b>\nsegunda línea' },
      { from: 'sitio@example.com', to: 'ventas@example.com', siteUrl: 'https://www.example.com' },
    );
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Hola &lt;b&gt;equipo&lt;/b&gt;');
    expect(mail.subject).toBe('Nuevo contacto: Cloud Services · A & B Bcc: todos@x.cl');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain('Página: https://www.example.com/contacto');
    expect(mail.text).toContain('Hola <b>equipo</b>\nsegunda línea');
    expect(mail.replyTo).toBe('ana.perez@empresa.cl');
  });
});
