import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Product } from '@site/shared/cms';
import { Link } from '@site/shared/router';
import { memo } from 'react';
import { ImageArrows } from './image-arrows';
import { ProductImage } from './product-image';
import { cardSpecs } from './product-specs';
import { SpecList } from './spec-list';

interface ProductCardProps {
  product: Product;
  imageIndex: number;
  /** Cards in the first row are fetched at once; the rest lazily. */
  priority: boolean;
  /** The query string of the catalogue with this product open (catalogue-view.ts's toggleDetails). */
  detailsSearch: string;
  /** A tap on 'Detalles' once hydrated, before the router opens the product in place. */
  onDetails: (slug: string) => void;
  onStepImage: (slug: string, imageCount: number, step: 1 | -1) => void;
}

export const detailsButtonId = (slug: string): string => `detalles-${slug}`;

const clamp = (lines: number) =>
  ({ display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' }) as const;

/**
 * One product in the grid (SPEC §2.22). Memoised: typing in the search box
 * re-renders only the cards whose props change. 'Detalles' is a link to the
 * product's address: before the scripts run, or without them, the server
 * renders it open; once hydrated, it opens in place.
 */
export const ProductCard = memo(function ProductCard({ product, imageIndex, priority, detailsSearch, onDetails, onStepImage }: ProductCardProps) {
  const images = product.images;
  return (
    <Box
      component="article"
      aria-labelledby={`producto-${product.slug}`}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 3,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        border: '1px solid',
        borderColor: 'grey.200',
        boxShadow: (theme) => theme.customShadows.product,
        transition: 'box-shadow 200ms',
        '&:hover': { boxShadow: (theme) => theme.customShadows.productHover },
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <ProductImage
          product={product}
          imageIndex={imageIndex}
          // One column on phones, two from 600 px, three from 1200 px (24 px gaps), beside the 240 px
          // category list (and a 40 px gap) from 900 px.
          sizes="(min-width: 1200px) 275px, (min-width: 900px) calc(50vw - 176px), (min-width: 600px) calc(50vw - 36px), calc(100vw - 32px)"
          priority={priority}
          sx={{ objectFit: 'contain', bgcolor: 'surface.muted' }}
        />
        {images.length > 1 && (
          <ImageArrows productName={product.name} size="small" onStep={(step) => onStepImage(product.slug, images.length, step)} />
        )}
      </Box>
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.25, flexGrow: 1 }}>
        {product.brand && (
          <Chip label={product.brand} size="small" color="primary" variant="outlined" sx={{ alignSelf: 'flex-start', fontWeight: 700 }} />
        )}
        <Typography id={`producto-${product.slug}`} variant="h3" sx={{ fontSize: '1.15rem', fontWeight: 700, lineHeight: 1.3, ...clamp(2) }}>
          {product.name}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: '0.95rem', ...clamp(3) }}>
          {product.description}
        </Typography>
        <SpecList specs={cardSpecs(product)} compact />
        <Button
          id={detailsButtonId(product.slug)}
          variant="contained"
          component={Link}
          to={{ search: detailsSearch }}
          preventScrollReset
          onClick={() => onDetails(product.slug)}
          aria-label={`Detalles de ${product.name}`}
          sx={{ mt: 'auto', alignSelf: 'stretch' }}
        >
          Detalles
        </Button>
      </Box>
    </Box>
  );
});
