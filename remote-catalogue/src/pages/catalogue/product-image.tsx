import type { SxProps, Theme } from '@mui/material/styles';
import type { Product } from '@site/shared/cms';
import { CmsImage } from '@site/shared/ui/cms-image';
import { PRODUCT_IMAGE } from './product-image-size';

interface ProductImageProps {
  product: Product;
  /** Which of the product's images; the first when there is no such one. */
  imageIndex: number;
  /** How wide it shows, as CmsImage's `sizes`. */
  sizes: string;
  priority: boolean;
  sx: SxProps<Theme>;
}

/** The product image a card or the detail shows, named by its place among the product's images when there are several. */
export function ProductImage({ product, imageIndex, sizes, priority, sx }: ProductImageProps) {
  const images = product.images;
  return (
    <CmsImage
      media={images[imageIndex] ?? images[0] ?? null}
      sizes={sizes}
      alt={images.length > 1 ? `${product.name}, imagen ${imageIndex + 1} de ${images.length}` : product.name}
      width={PRODUCT_IMAGE.width}
      height={PRODUCT_IMAGE.height}
      priority={priority}
      sx={sx}
    />
  );
}
