import { SITE } from './servers';

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
