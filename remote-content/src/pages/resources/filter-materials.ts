import type { Material } from '@site/shared/cms';
import { inCategory } from '../../components/category-match';

/** SPEC §4–5: the selected category (null: all), then a case-insensitive search on title or description. */
export function filterMaterials(materials: Material[], category: string | null, search: string): Material[] {
  const needle = search.trim().toLocaleLowerCase('es');
  return materials.filter(
    (material) =>
      inCategory(material, category) &&
      (needle === '' ||
        material.title.toLocaleLowerCase('es').includes(needle) ||
        material.description.toLocaleLowerCase('es').includes(needle)),
  );
}
