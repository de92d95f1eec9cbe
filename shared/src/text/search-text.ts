/**
 * Text as the site's search boxes compare it: trimmed, lower case and without
 * diacritics, so 'totem' finds 'Tótem' and 'senalizacion' finds 'Señalización'
 * (visitors often type without accents on a phone). SPEC §5 asks for
 * case-insensitive substring matches; ignoring accents only widens them.
 */
export function searchText(text: string): string {
  return text
    .trim()
    .toLocaleLowerCase('es')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** Whether `text` contains `query` (both compared as searchText); an empty query matches everything. */
export function matchesSearch(text: string, query: string): boolean {
  const wanted = searchText(query);
  return wanted === '' || searchText(text).includes(wanted);
}
