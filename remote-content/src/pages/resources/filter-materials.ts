import type { Material } from '@site/shared/cms';
import { matchesSearch } from '@site/shared/text/search-text';
import { inCategory } from '../../components/category-match';

/** SPEC §4–5: the selected category (null: all), then a case-insensitive search on title or description. */
export function filterMaterials(materials: Material[], category: string | null, search: string): Material[] {
  return materials.filter(
    (material) =>
      inCategory(material, category) && (matchesSearch(material.title, search) || matchesSearch(material.description, search)),
  );
}
