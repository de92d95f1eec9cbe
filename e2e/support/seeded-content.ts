import { CMS_ORIGIN, cmsToken, SITE } from './servers';

/** A seeded success case, as the site's server answers it (ids are assigned by Strapi). */
export interface SeededCase {
  id: number;
  title: string;
  outstandingMedia: unknown[];
}

/** The seeded cases, read through the site's server. */
export async function seededCases(): Promise<SeededCase[]> {
  const response = await fetch(`${SITE}/api/cases?populate=*`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: SeededCase[] }).data;
}

/** The seeded case whose title starts with `start`. */
export async function caseByTitle(start: string): Promise<SeededCase> {
  const found = (await seededCases()).find((c) => c.title.startsWith(start));
  if (!found) throw new Error(`No hay un caso sembrado que empiece por «${start}»`);
  return found;
}

/**
 * A read of the CMS itself with the site's read token, for what no page of the site reads from the browser
 * (the proxy forwards only the reads the live releases declare): `{ data }` of `/api<apiPath>`.
 */
export async function fromCms<T>(apiPath: string, cms: string = CMS_ORIGIN): Promise<T> {
  const response = await fetch(`${cms}/api${apiPath}`, { headers: { Authorization: `Bearer ${cmsToken()}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}
