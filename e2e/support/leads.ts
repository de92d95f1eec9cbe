import type { Page } from 'playwright-core';
import { CMS_ORIGIN, testReadLeadsToken } from './servers';

// The contact form's leads as the tests send them and read them back from Strapi, with the
// test-only token that may list leads.

/** A lead as Strapi stores it. */
export interface StoredLead {
  leadId: string;
  name: string;
  email: string;
  company: string;
  service: string;
  message: string;
  page: string | null;
  receivedAt: string;
  /** The consent recorded with it (issue 40): the policy's version shown, the marketing box, when. */
  policyVersion: string;
  marketingConsent: boolean;
  consentAt: string;
}

/** The leads whose message is exactly this one, straight from Strapi. */
export async function leadsWithMessage(message: string): Promise<StoredLead[]> {
  const url = new URL('/api/leads', CMS_ORIGIN);
  url.searchParams.set('filters[message][$eq]', message);
  const response = await fetch(url, { headers: { Authorization: `Bearer ${testReadLeadsToken()}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: StoredLead[] }).data;
}

/** Reads until `done` holds or `ms` have passed; the last value read. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
}

/** A message no other test sends, so its lead can be found. */
export const uniqueMessage = (what: string) => `${what}: queremos una propuesta (${Date.now()}-${Math.random().toString(36).slice(2, 8)}).`;

/** Fills the contact form as a person would, and sends it. */
export async function fillAndSend(page: Page, message: string): Promise<void> {
  const form = page.locator('#contact-form');
  await form.getByLabel('Nombre', { exact: false }).fill('Ana Pérez');
  await form.getByLabel('Email corporativo', { exact: false }).fill('ana.perez@retailsur.cl');
  await form.getByLabel('Empresa', { exact: false }).fill('Retail Sur');
  await form.getByLabel('Servicio de interés', { exact: false }).selectOption('Medición de Audiencia');
  await form.getByLabel('Mensaje', { exact: false }).fill(message);
  // A person takes a few seconds; the server drops forms sent faster than that (3 s).
  await page.waitForTimeout(3_200);
  await page.getByRole('button', { name: /Enviar/ }).click();
}
