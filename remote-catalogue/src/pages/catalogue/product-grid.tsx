import Box from '@mui/material/Box';
import type { Product } from '@site/shared/cms';
import { memo } from 'react';
import { toggleDetails, viewSearch, type CatalogueView } from './catalogue-view';
import { selectedImage, type ImageSelection } from './image-selection';
import { ProductCard } from './product-card';
import { CardGrid } from '@site/shared/ui/card-grid';

interface ProductGridProps {
  products: readonly Product[];
  images: ImageSelection;
  /** The view the cards' 'Detalles' links start from (search and category kept). */
  view: CatalogueView;
  onDetails: (slug: string) => void;
  onStepImage: (slug: string, imageCount: number, step: 1 | -1) => void;
}

/** How many cards are fetched at once: about the first row on a wide screen. */
const EAGER_CARDS = 3;

export const ProductGrid = memo(function ProductGrid({ products, images, view, onDetails, onStepImage }: ProductGridProps) {
  return (
    <CardGrid columns={{ xs: 1, sm: 2, lg: 3 }} component="ul">
      {products.map((product, index) => (
        <Box component="li" key={product.id} sx={{ display: 'flex', '& > article': { flexGrow: 1 } }}>
          <ProductCard
            product={product}
            imageIndex={selectedImage(images, product.slug, product.images.length)}
            priority={index < EAGER_CARDS}
            detailsSearch={viewSearch(toggleDetails(view, product.slug))}
            onDetails={onDetails}
            onStepImage={onStepImage}
          />
        </Box>
      ))}
    </CardGrid>
  );
});
