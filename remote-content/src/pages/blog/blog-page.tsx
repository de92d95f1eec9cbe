import Box from '@mui/material/Box';
import { useArticlesPage, useCategories, useFeaturedArticle } from '@site/shared/cms';
import { useSearchParams } from '@site/shared/router';
import { paths } from '@site/shared/routes';
import { EmptyState, LoadingState } from '@site/shared/ui/content-states';
import { CmsCategoryFilter } from '../../components/category-filter';
import { ListPage, type ListPageCopy } from '../../components/list-page';
import { useCategoryOptions } from '../../components/use-category-options';
import { ArticleCard } from './article-card';
import { categoryFilterOf, pageOf, withoutFeatured } from './blog-listing';
import { BlogPagination } from './blog-pagination';
import { CardGrid } from '@site/shared/ui/card-grid';
import { StaticContent } from '@site/shared/ui/static-content';

/** The grid of cards, which a new page of them scrolls back to. */
const GRID_ID = 'articulos';

const BLOG_COPY: ListPageCopy = {
  title: 'Blog',
  subtitle: 'Ideas, guías y experiencias sobre señalización digital, experiencia del cliente, inteligencia artificial y transformación digital.',
  description: 'Artículos sobre señalización digital, medición de audiencias, inteligencia artificial y nube para empresas en Chile.',
  loadingLabel: 'Cargando artículos…',
};

/**
 * /blog: category links, the featured article and a two-column grid of
 * cards (SPEC §2.14), a page of cards at a time (/blog?pagina=2), so what the
 * page costs does not grow with the number of articles. The category is in the
 * address too (/blog?categoria=salud).
 */
export default function BlogPage() {
  const [search] = useSearchParams();
  const page = pageOf(search);
  const categories = useCategories();
  const featured = useFeaturedArticle();
  // The category the address names (?categoria=); its links drop ?pagina=, so another category starts at its first page.
  const filter = useCategoryOptions(categories.failed || featured.failed ? [] : categories.items);
  const cards = useArticlesPage(page, categoryFilterOf(filter.selected));
  // SPEC §8: if a call fails, every list is empty.
  const failed = categories.failed || featured.failed || cards.failed;
  // The featured article heads the first page whatever the filter (SPEC §4).
  const featuredArticle = failed || page !== 1 ? null : featured.item;
  const others = failed || !cards.item ? [] : withoutFeatured(cards.item.articles, featured.item);
  const showGrid = !(cards.isLoading && !failed) && others.length > 0;

  return (
    <ListPage copy={BLOG_COPY} path={paths.blog} isLoading={categories.isLoading || featured.isLoading}>
      <CmsCategoryFilter label="Filtrar artículos por categoría" filter={filter} sx={{ mb: 5 }} />
      {/* The cards are links and images only: adopted as the server drew them, not hydrated. */}
      <StaticContent onFirstScreen dependsOn={search.toString()}>
        {featuredArticle && (
          <Box component="section" aria-label="Artículo destacado" sx={{ mb: 6 }}>
            <ArticleCard article={featuredArticle} featured />
          </Box>
        )}
        {showGrid && (
          <CardGrid
            id={GRID_ID}
            component="section"
            aria-label={page === 1 ? 'Artículos' : `Artículos, página ${page}`}
            columns={{ xs: 1, md: 2 }}
            gap={4}
            sx={{ scrollMarginTop: 96 }}
          >
            {others.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </CardGrid>
        )}
      </StaticContent>
      {!showGrid &&
        (cards.isLoading && !failed ? <LoadingState label="Cargando artículos…" /> : <EmptyState>No hay artículos para mostrar en este momento.</EmptyState>)}
      {!failed && cards.item && cards.item.pageCount > 1 && (
        // By its id: the grid may be the server's HTML, adopted, which React holds no ref to.
        <BlogPagination page={page} pageCount={cards.item.pageCount} onNavigate={() => document.getElementById(GRID_ID)?.scrollIntoView({ block: 'start' })} />
      )}
    </ListPage>
  );
}
