import type { Category } from '@site/shared/cms';
import { useState } from 'react';
import { categoryLabel, type FilterOption } from './category-filter';

/** The CMS's categories as filter buttons, and which one is pressed. */
export interface CategoryOptions {
  options: FilterOption[];
  selected: string | null;
  select: (value: string | null) => void;
}

/**
 * Filter buttons from the CMS's categories, the first one ('todos') selected
 * until the visitor picks another (SPEC §2.14, §2.17).
 */
export function useCategoryOptions(categories: Category[]): CategoryOptions {
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const options = categories.map((category) => ({ value: category.name, label: categoryLabel(category.name) }));
  return { options, selected: chosen === undefined ? (categories[0]?.name ?? null) : chosen, select: setChosen };
}
