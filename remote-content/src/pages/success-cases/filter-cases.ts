import type { SuccessCase } from '@site/shared/cms';
import { inCategory } from '../../components/category-match';

/** SPEC §4: cases with a category of that name; 'todos' shows all. */
export function filterCases(cases: SuccessCase[], category: string | null): SuccessCase[] {
  return cases.filter((successCase) => inCategory(successCase, category));
}
