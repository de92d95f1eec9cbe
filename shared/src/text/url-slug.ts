import { searchText } from './search-text';

/**
 * A name as it reads in an address: lower case, without accents, words joined
 * by hyphens ('Experiencia al Cliente' → 'experiencia-al-cliente',
 * 'Educación' → 'educacion'). For what the CMS names but gives no slug of its
 * own (the categories of the blog, the cases and the materials).
 */
export function urlSlug(name: string): string {
  return searchText(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
