import Box from '@mui/material/Box';
import type { Product } from '@site/shared/cms';
import { memo } from 'react';
import { selectedImage, type ImageSelection } from './image-selection';
import { ProductCard } from './product-card';

interface ProductGridProps {
  products: readonly Product[];
  images: ImageSelection;
  onDetails: (slug: string) => void;
  onStepImage: (slug: string, imageCount: number, step: 1 | -1) => void;
}

/** How many cards are fetched at once: about the first row on a wide screen. */
const EAGER_CARDS = 3;

export const ProductGrid = memo(function ProductGrid({ products, images, onDetails, onStepImage }: ProductGridProps) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {products.map((product, index) => (
        <Box component="li" key={product.id} sx={{ display: 'flex', '& > article': { flexGrow: 1 } }}>
          <ProductCard
            product={product}
            imageIndex={selectedImage(images, product.slug, product.images.length)}
            priority={index < EAGER_CARDS}
            onDetails={onDetails}
            onStepImage={onStepImage}
          />
        </Box>
      ))}
    </Box>
  );
});
