import type { Page } from 'playwright-core';
import { SITE } from './servers';

/** A seeded product, as the site's server answers it with `populate=*`. */
export interface SeededProduct {
  slug: string;
  name: string;
  description: string;
  system: string | null;
  images: Array<{ url: string }>;
  categories: Array<{ slug: string }>;
}

/** A list read through a site's server (the suite's, or another shell's origin). */
export async function fromSite<T>(apiPath: string, origin = SITE): Promise<T[]> {
  const response = await fetch(`${origin}/api${apiPath}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T[] }).data;
}

export const seededProducts = () => fromSite<SeededProduct>('/products?populate=*');

/** The catalogue page's parts. */
export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Categorías' });
export const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Buscar productos' });
export const cards = (page: Page) => page.locator('main li > article');
