import Box from '@mui/material/Box';
import { useCategories, useMaterials } from '@site/shared/cms';
import { paths } from '@site/shared/routes';
import { EmptyState } from '@site/shared/ui/content-states';
import { SearchForm } from '@site/shared/ui/search-form';
import { categorySlug, CATEGORY_PARAM } from '../../components/category-address';
import { CategoryFilter } from '../../components/category-filter';
import { ALL_CATEGORY_NAME, isAllCategory } from '../../components/category-match';
import { useCategoryOptions } from '../../components/use-category-options';
import { ListPage, type ListPageCopy } from '../../components/list-page';
import { filterMaterials } from './filter-materials';
import { MaterialCard } from './material-card';
import { SEARCH_PARAM, useMaterialsSearch } from './use-materials-search';
import { CardGrid } from '@site/shared/ui/card-grid';
import { StaticContent } from '@site/shared/ui/static-content';

const MATERIALS_COPY: ListPageCopy = {
  title: 'Materiales Descargables',
  subtitle: 'Guías prácticas, briefs de producto y checklists para planificar tus proyectos de experiencia del cliente y productividad.',
  description: 'Guías, briefs y checklists gratuitos sobre señalización digital, medición de audiencia, lift and learn, nube e inteligencia artificial.',
  loadingLabel: 'Cargando materiales…',
};

/** /recursos: a search box, 'Todos' plus the CMS's categories and the materials (SPEC §2.20), both choices in the address. */
export default function ResourcesPage() {
  const materials = useMaterials();
  const categories = useCategories();
  const [searchText, search] = useMaterialsSearch();
  // SPEC §8: either call failing leaves the page without items.
  const failed = materials.failed || categories.failed;
  // 'Todos' first; the CMS's own 'todos' entry is the same link.
  const filter = useCategoryOptions([
    { id: 0, name: ALL_CATEGORY_NAME },
    ...(failed ? [] : categories.items).filter((item) => !isAllCategory(item.name)),
  ]);
  const shown = filterMaterials(failed ? [] : materials.items, filter.selected, searchText);
  const slug = categorySlug(filter.selected);

  return (
    <ListPage copy={MATERIALS_COPY} path={paths.resources} isLoading={materials.isLoading || categories.isLoading}>
      <Box sx={{ display: 'grid', gap: 3, mb: 5 }}>
        {/* Before the scripts run (or without them) a search opens the server's filtered list in the
            chosen category; once hydrated, the list follows every keystroke. */}
        <SearchForm
          action={paths.resources}
          name={SEARCH_PARAM}
          keep={{ [CATEGORY_PARAM]: slug }}
          label="Buscar materiales"
          placeholder="Buscar materiales..."
          value={searchText}
          onChange={search}
          sx={{ maxWidth: { md: 480 } }}
        />
        <CategoryFilter label="Filtrar materiales por categoría" filter={filter} />
      </Box>
      {shown.length === 0 ? (
        <EmptyState>
          {searchText.trim() || !isAllCategory(filter.selected)
            ? 'No hay materiales que coincidan con tu búsqueda.'
            : 'No hay materiales para mostrar en este momento.'}
        </EmptyState>
      ) : (
        // The cards are links and images only: adopted as the server drew them, not hydrated.
        <StaticContent dependsOn={`${filter.selected ?? ''}\n${searchText}`}>
          <CardGrid component="section" aria-label="Materiales" columns={{ xs: 1, md: 2 }} gap={4}>
            {shown.map((material) => (
              <MaterialCard key={material.id} material={material} />
            ))}
          </CardGrid>
        </StaticContent>
      )}
    </ListPage>
  );
}
