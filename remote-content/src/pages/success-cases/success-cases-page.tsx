import Box from '@mui/material/Box';
import { useCases, useCategories } from '@site/shared/cms';
import { paths } from '@site/shared/routes';
import { EmptyState } from '@site/shared/ui/content-states';
import { CmsCategoryFilter } from '../../components/category-filter';
import { ListPage, type ListPageCopy } from '../../components/list-page';
import { useCategoryOptions } from '../../components/use-category-options';
import { CaseRow } from './case-row';
import { filterCases } from './filter-cases';

const CASES_COPY: ListPageCopy = {
  title: 'Casos de Éxito',
  subtitle: 'Empresas que transformaron la experiencia de sus clientes y colaboradores con nuestras soluciones, y los resultados que obtuvieron.',
  description: 'Proyectos reales de señalización digital, medición de audiencia, lift and learn e inteligencia artificial en empresas de retail, salud, educación y más.',
  loadingLabel: 'Cargando casos de éxito…',
};

const EMPTY_MESSAGE = 'No hay casos de éxito para mostrar en este momento.';

/** /casos-exito: category filter and the cases, image left and right in turn (SPEC §2.17). */
export default function SuccessCasesPage() {
  const cases = useCases();
  const categories = useCategories();
  // SPEC §8: cases or categories failing empties both lists.
  const failed = cases.failed || categories.failed;
  const filter = useCategoryOptions(failed ? [] : categories.items);
  const shown = filterCases(failed ? [] : cases.items, filter.selected);

  return (
    <ListPage copy={CASES_COPY} path={paths.successCases} isLoading={cases.isLoading || categories.isLoading}>
      <CmsCategoryFilter label="Filtrar casos por categoría" filter={filter} sx={{ mb: { xs: 5, md: 7 } }} />
      {shown.length === 0 ? (
        <EmptyState>{EMPTY_MESSAGE}</EmptyState>
      ) : (
        // Hydrated, not static content: «Ver caso completo» hands the case to its page (SPEC §2), which a link
        // of the server's HTML cannot.
        <Box sx={{ display: 'grid', gap: { xs: 7, md: 10 } }}>
          {shown.map((successCase, index) => (
            <CaseRow key={successCase.id} successCase={successCase} imageRight={index % 2 === 1} priority={index === 0} />
          ))}
        </Box>
      )}
    </ListPage>
  );
}
