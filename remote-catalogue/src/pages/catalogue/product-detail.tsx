import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import type { Product } from '@site/shared/cms';
import { Link } from '@site/shared/router';
import { paths } from '@site/shared/routes';
import { CtaButton } from '@site/shared/ui/cta-button';
import { useEffect, useRef, type ReactNode } from 'react';
import { ProductGallery } from './product-gallery';
import { productSpecs } from './product-specs';
import { SpecList } from './spec-list';
import { bareList } from '@site/shared/ui/styles';

interface ProductDetailProps {
  product: Product;
  /**
   * Opened by the visitor from the grid: bring the detail into view and move the focus to its name. Not
   * when the page opens on a product's link, where the page starts at the top as any page does.
   */
  takeFocus: boolean;
  imageIndex: number;
  /** The query string of the catalogue without the product (its search and category kept). */
  closeSearch: string;
  onSelectImage: (index: number) => void;
  onStepImage: (step: 1 | -1) => void;
}

const requestInformation = { label: 'Solicitar información', to: paths.contactForm };

function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1.25 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The open product, in place of the grid (SPEC §2.22). Takes the focus when it opens. Its way back is
 * a link to the catalogue's address without it: it works before the scripts run, in place after.
 */
export function ProductDetail({ product, takeFocus, imageIndex, closeSearch, onSelectImage, onStepImage }: ProductDetailProps) {
  const article = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!takeFocus) return;
    // The top of the detail, not its name: on a phone the name comes after the gallery.
    article.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [product.slug, takeFocus]);
  const specs = productSpecs(product);

  return (
    <Box component="article" ref={article} aria-labelledby="product-detail-title" sx={{ scrollMarginTop: 88 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
        <Button component={Link} to={{ search: closeSearch }} preventScrollReset startIcon={<ArrowBackRounded />}>
          Volver a productos
        </Button>
        <IconButton component={Link} to={{ search: closeSearch }} preventScrollReset aria-label="Cerrar detalle del producto">
          <CloseRounded />
        </IconButton>
      </Box>
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 5 }, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1.1fr) minmax(0, 1fr)' } }}>
        <ProductGallery product={product} imageIndex={imageIndex} onSelect={onSelectImage} onStep={onStepImage} />
        <Box>
          {product.brand && <Chip label={product.brand} color="primary" sx={{ fontWeight: 700, mb: 1.5 }} />}
          <Typography
            id="product-detail-title"
            ref={heading}
            tabIndex={-1}
            variant="h2"
            sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, fontWeight: 800, '&:focus': { outline: 'none' } }}
          >
            {product.name}
          </Typography>
          <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: '1.05rem' }}>{product.description}</Typography>
          {product.features.length > 0 && (
            <DetailSection title="Características">
              <Box component="ul" sx={{ ...bareList, display: 'grid', gap: 1 }}>
                {product.features.map((feature) => (
                  <Box component="li" key={feature.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                    <CheckCircleRounded aria-hidden="true" sx={{ color: 'primary.main', fontSize: 20, mt: '2px' }} />
                    {feature.name}
                  </Box>
                ))}
              </Box>
            </DetailSection>
          )}
          {specs.length > 0 && (
            <DetailSection title="Especificaciones">
              <SpecList specs={specs} />
            </DetailSection>
          )}
          {product.displaySizes.length > 0 && (
            <DetailSection title="Tamaños disponibles">
              <Box component="ul" sx={{ ...bareList, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {product.displaySizes.map((size) => (
                  <li key={size.id}>
                    <Chip label={size.name} variant="outlined" />
                  </li>
                ))}
              </Box>
            </DetailSection>
          )}
          <Box sx={{ mt: 4 }}>
            <CtaButton action={requestInformation} />
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
