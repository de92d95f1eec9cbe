import Box from '@mui/material/Box';
import { articlesQuery, categoriesQuery, type PageData, useArticles, useCategories } from '@site/shared/cms';
import { paths } from '@site/shared/routes';
import { EmptyState } from '@site/shared/ui/content-states';
import { CategoryFilter } from '../../components/category-filter';
import { ListPage } from '../../components/list-page';
import { useCategoryOptions } from '../../components/use-category-options';
import { ArticleCard } from './article-card';
import { splitArticles } from './split-articles';

/** What the server reads for the first view (then handed to swr, so the browser does not read it again). */
export const pageData: PageData = () => [articlesQuery, categoriesQuery];

/** /blog: category buttons, the featured article and a two-column grid (SPEC §2.14). */
export default function BlogPage() {
  const articles = useArticles();
  const categories = useCategories();
  // SPEC §8: if either call fails, both lists are empty.
  const failed = articles.failed || categories.failed;
  const filter = useCategoryOptions(failed ? [] : categories.items);
  const { featured, others } = splitArticles(failed ? [] : articles.items, filter.selected);
  const isLoading = articles.isLoading || categories.isLoading;

  return (
    <ListPage
      title="Blog"
      subtitle="Ideas, guías y experiencias sobre señalización digital, experiencia del cliente, inteligencia artificial y transformación digital."
      description="Artículos sobre señalización digital, medición de audiencias, inteligencia artificial y nube para empresas en Chile."
      path={paths.blog}
      isLoading={isLoading}
      loadingLabel="Cargando artículos…"
    >
      {filter.options.length > 0 && (
        <Box sx={{ mb: 5 }}>
          <CategoryFilter
            label="Filtrar artículos por categoría"
            options={filter.options}
            selected={filter.selected}
            onSelect={filter.select}
          />
        </Box>
      )}
      {featured && (
        <Box component="section" aria-label="Artículo destacado" sx={{ mb: 6 }}>
          <ArticleCard article={featured} featured />
        </Box>
      )}
      {others.length > 0 ? (
        <Box
          component="section"
          aria-label="Artículos"
          sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        >
          {others.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </Box>
      ) : (
        <EmptyState>No hay artículos para mostrar en este momento.</EmptyState>
      )}
    </ListPage>
  );
}
