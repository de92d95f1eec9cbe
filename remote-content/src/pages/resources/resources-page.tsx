import Box from '@mui/material/Box';
import { useCategories, useMaterials } from '@site/shared/cms';
import { paths } from '@site/shared/routes';
import { useState } from 'react';
import { EmptyState } from '@site/shared/ui/content-states';
import { SearchBox } from '@site/shared/ui/search-box';
import { CategoryFilter, categoryLabel, type FilterOption } from '../../components/category-filter';
import { isAllCategory } from '../../components/category-match';
import { ListPage, type ListPageCopy } from '../../components/list-page';
import { filterMaterials } from './filter-materials';
import { MaterialCard } from './material-card';
import { CardGrid } from '@site/shared/ui/card-grid';

const MATERIALS_COPY: ListPageCopy = {
  title: 'Materiales Descargables',
  subtitle: 'Guías prácticas, briefs de producto y checklists para planificar tus proyectos de experiencia del cliente y productividad.',
  description: 'Guías, briefs y checklists gratuitos sobre señalización digital, medición de audiencia, lift and learn, nube e inteligencia artificial.',
  loadingLabel: 'Cargando materiales…',
};

/** /recursos: 'Todos' plus the CMS's categories, a search box and the materials (SPEC §2.20). */
export default function ResourcesPage() {
  const materials = useMaterials();
  const categories = useCategories();
  const [category, setCategory] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  // SPEC §8: either call failing leaves the page without items.
  const failed = materials.failed || categories.failed;
  const options: FilterOption[] = [
    { value: null, label: 'Todos' },
    // The CMS's own 'todos' entry is the same as the 'Todos' button.
    ...(failed ? [] : categories.items)
      .filter((item) => !isAllCategory(item.name))
      .map((item) => ({ value: item.name, label: categoryLabel(item.name) })),
  ];
  const shown = filterMaterials(failed ? [] : materials.items, category, search);

  return (
    <ListPage copy={MATERIALS_COPY} path={paths.resources} isLoading={materials.isLoading || categories.isLoading}>
      <Box sx={{ display: 'grid', gap: 3, mb: 5 }}>
        <Box sx={{ maxWidth: { md: 480 } }}>
          <SearchBox label="Buscar materiales" placeholder="Buscar materiales..." value={search} onChange={setSearch} />
        </Box>
        <CategoryFilter label="Filtrar materiales por categoría" options={options} selected={category} onSelect={setCategory} />
      </Box>
      {shown.length === 0 ? (
        <EmptyState>
          {search.trim() || category
            ? 'No hay materiales que coincidan con tu búsqueda.'
            : 'No hay materiales para mostrar en este momento.'}
        </EmptyState>
      ) : (
        <CardGrid component="section" aria-label="Materiales" columns={{ xs: 1, md: 2 }} gap={4}>
          {shown.map((material) => (
            <MaterialCard key={material.id} material={material} />
          ))}
        </CardGrid>
      )}
    </ListPage>
  );
}
