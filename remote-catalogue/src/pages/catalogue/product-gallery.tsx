import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { Product } from '@site/shared/cms';
import { useReplayedTaps } from '@site/shared/hydration';
import { srcSetOf } from '@site/shared/ui/cms-image';
import { ImageArrows } from './image-arrows';
import { ProductImage } from './product-image';
import { PRODUCT_IMAGE } from './product-image-size';
import { bareList } from '@site/shared/ui/styles';

interface ThumbnailProps {
  image: Product['images'][number];
  index: number;
  count: number;
  current: boolean;
  onSelect: (index: number) => void;
}

/** One image of the gallery to choose; a tap before the catalogue hydrated is performed once it has. */
function Thumbnail({ image, index, count, current, onSelect }: ThumbnailProps) {
  const select = () => onSelect(index);
  return (
    <ButtonBase
      {...useReplayedTaps(select)}
      aria-label={`Ver imagen ${index + 1} de ${count}`}
      aria-pressed={current}
      onClick={select}
      sx={{
        width: 88,
        height: 66,
        borderRadius: 2,
        overflow: 'hidden',
        border: '3px solid',
        borderColor: current ? 'primary.main' : 'transparent',
        opacity: current ? 1 : 0.75,
        '&:hover': { opacity: 1 },
        '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
      }}
    >
      <Box
        component="img"
        src={image.url}
        srcSet={srcSetOf(image)}
        sizes="88px"
        alt=""
        width={PRODUCT_IMAGE.width}
        height={PRODUCT_IMAGE.height}
        loading="lazy"
        decoding="async"
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block', bgcolor: 'surface.muted' }}
      />
    </ButtonBase>
  );
}

interface ProductGalleryProps {
  product: Product;
  imageIndex: number;
  onSelect: (index: number) => void;
  onStep: (step: 1 | -1) => void;
}

/** The detail's large image (400 px high, SPEC §9) with arrows and wrapping thumbnails. */
export function ProductGallery({ product, imageIndex, onSelect, onStep }: ProductGalleryProps) {
  const images = product.images;
  return (
    <Box>
      <Box
        role="group"
        aria-roledescription="galería"
        aria-label={`Imágenes de ${product.name}`}
        sx={{ position: 'relative', height: 400, borderRadius: 3, overflow: 'hidden', bgcolor: 'surface.muted' }}
      >
        <ProductImage
          product={product}
          imageIndex={imageIndex}
          sizes="(min-width: 1200px) 440px, (min-width: 900px) calc(52vw - 190px), (min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)"
          priority
          sx={{ width: '100%', height: '100%', aspectRatio: 'auto', objectFit: 'contain', bgcolor: 'transparent' }}
        />
        {images.length > 1 && <ImageArrows productName={product.name} onStep={onStep} />}
      </Box>
      {images.length > 1 && (
        <Box component="ul" aria-label="Miniaturas" sx={{ ...bareList, mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {images.map((item, index) => (
            <li key={item.id}>
              <Thumbnail image={item} index={index} count={images.length} current={index === imageIndex} onSelect={onSelect} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
