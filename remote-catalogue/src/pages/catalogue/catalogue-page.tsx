import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { type Product, useProductCategories, useProducts } from '@site/shared/cms';
import { paths, productPath } from '@site/shared/routes';
import { absoluteUrl, Seo } from '@site/shared/seo';
import { EmptyState, LoadingState } from '@site/shared/ui/content-states';
import { PageHeader } from '@site/shared/ui/page-header';
import { SearchForm } from '@site/shared/ui/search-form';
import { StaticContent } from '@site/shared/ui/static-content';
import { Link } from '@site/shared/router';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { changeSearch, closeDetails, viewParams, viewSearch } from './catalogue-view';
import { CategoryLinks, CategorySidebar } from './category-filter';
import { filterProducts, resultsCount, resultsHeading } from './filter-products';
import { selectedImage, selectImage, stepImage, type ImageSelection } from './image-selection';
import { detailsButtonId } from './product-card';
import { ProductDetail } from './product-detail';
import { ProductGrid } from './product-grid';
import { useCatalogueView } from './use-catalogue-view';
import { useSearchText } from '@site/shared/router/use-search-text';

const PAGE_TITLE = 'Catálogo de Productos';
const PAGE_DESCRIPTION =
  'Pantallas interactivas, pantallas de señalización, pantallas LED y videowalls para retail, corporativos y espacios públicos, con asesoría para elegir e instalar.';
const PAGE_INTRODUCTION =
  'Pantallas interactivas, de señalización, LED y videowalls para cada espacio. Encuentra el equipo adecuado y te asesoramos en su instalación.';
const NO_RESULTS = 'No se encontraron productos que coincidan con tu búsqueda.';

/** schema.org data of an open product, for search engines. */
function productStructuredData(product: Product): Record<string, unknown> {
  return {
    '@type': 'Product',
    name: product.name,
    description: product.description || undefined,
    brand: product.brand ? { '@type': 'Brand', name: product.brand } : undefined,
    category: product.categories[0]?.name,
    image: product.images.map((image) => absoluteUrl(image.url)),
  };
}

/** /productos: search, categories, the grid and the product detail (SPEC §2.22, §4). */
export default function CataloguePage() {
  const products = useProducts();
  const categories = useProductCategories();
  const [view, updateView] = useCatalogueView();
  const [searchText, setSearchText] = useSearchText(view.search);
  const [images, setImages] = useState<ImageSelection>({});
  // The box answers every keystroke at once; the grid follows when the browser is free.
  const search = useDeferredValue(searchText);

  // A category slug the CMS does not know (an old link) shows everything.
  const category = categories.items.find((item) => item.slug === view.category) ?? null;
  const shown = useMemo(() => filterProducts(products.items, search, category?.slug ?? null), [products.items, search, category]);
  const openProduct = view.product ? (products.items.find((item) => item.slug === view.product) ?? null) : null;

  const onSearch = (text: string) => {
    setSearchText(text);
    updateView((current) => changeSearch(current, text));
  };
  // The whole catalogue's link (the address without a query) leaves the box empty too.
  const onShowAll = () => setSearchText('');
  // Whether the open product was opened here, by the visitor, rather than by the page's address.
  const [openedHere, setOpenedHere] = useState(false);
  // 'Detalles' is a link to the product's address (the router opens it); the tap itself starts it at its first image.
  const onDetails = useCallback(
    (slug: string) => {
      setOpenedHere(true);
      if (view.product !== slug) setImages((current) => selectImage(current, slug, 0));
    },
    [view.product],
  );
  const onStepImage = useCallback(
    (slug: string, imageCount: number, step: 1 | -1) => setImages((current) => stepImage(current, slug, imageCount, step)),
    [],
  );

  // Closing the detail gives the focus back to the card it was opened from.
  const lastOpen = useRef<string | null>(null);
  useEffect(() => {
    if (view.product === null && lastOpen.current) document.getElementById(detailsButtonId(lastOpen.current))?.focus();
    lastOpen.current = view.product;
  }, [view.product]);

  const isLoading = products.isLoading || categories.isLoading;
  return (
    <>
      <Seo
        title={openProduct ? openProduct.name : PAGE_TITLE}
        description={openProduct ? openProduct.description : PAGE_DESCRIPTION}
        // Each product's view is a page of its own for search engines, as the sitemap lists it.
        path={openProduct ? productPath(openProduct.slug) : paths.products}
        image={openProduct?.images[0]?.url}
        structuredData={openProduct ? productStructuredData(openProduct) : undefined}
      />
      <StaticContent onFirstScreen>
        <PageHeader title={PAGE_TITLE} text={PAGE_INTRODUCTION} />
      </StaticContent>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {isLoading ? (
          <LoadingState label="Cargando productos…" />
        ) : (
          <Box sx={{ display: 'grid', gap: { xs: 3, md: 5 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' } }}>
            <Box sx={{ display: { xs: 'none', md: 'block' } }}>
              <Box sx={{ position: 'sticky', top: 96 }}>
                <CategorySidebar categories={categories.items} view={view} selected={category?.slug ?? null} />
              </Box>
            </Box>
            <Box>
              <Box sx={{ display: 'grid', gap: 2, mb: 4 }}>
                {/* Before the scripts run (or without them) a search opens the server's results in the chosen
                    category; once hydrated, the grid follows every keystroke. */}
                <SearchForm
                  action={paths.products}
                  name={viewParams.search}
                  keep={{ [viewParams.category]: category?.slug ?? null }}
                  label="Buscar productos"
                  placeholder="Buscar productos..."
                  value={searchText}
                  onChange={onSearch}
                />
                <Box sx={{ display: { xs: 'block', md: 'none' } }}>
                  <CategoryLinks categories={categories.items} view={view} selected={category?.slug ?? null} />
                </Box>
              </Box>
              {openProduct ? (
                <ProductDetail
                  product={openProduct}
                  takeFocus={openedHere}
                  imageIndex={selectedImage(images, openProduct.slug, openProduct.images.length)}
                  closeSearch={viewSearch(closeDetails(view))}
                  onSelectImage={(index) => setImages((current) => selectImage(current, openProduct.slug, index))}
                  onStepImage={(step) => onStepImage(openProduct.slug, openProduct.images.length, step)}
                />
              ) : (
                <Box component="section" aria-labelledby="catalogue-results-title">
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2, rowGap: 0.5, mb: 3 }}>
                    <Typography id="catalogue-results-title" variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' }, fontWeight: 800 }}>
                      {resultsHeading(search, category)}
                    </Typography>
                    <Typography role="status" color="text.secondary" sx={{ fontWeight: 600 }}>
                      {resultsCount(shown.length)}
                    </Typography>
                  </Box>
                  {shown.length === 0 ? (
                    <EmptyState
                      action={
                        searchText || category ? (
                          <Button variant="outlined" component={Link} to={{ search: '' }} preventScrollReset onClick={onShowAll}>
                            Ver todos los productos
                          </Button>
                        ) : undefined
                      }
                    >
                      {NO_RESULTS}
                    </EmptyState>
                  ) : (
                    <ProductGrid products={shown} images={images} view={view} onDetails={onDetails} onStepImage={onStepImage} />
                  )}
                </Box>
              )}
            </Box>
          </Box>
        )}
      </Container>
    </>
  );
}
