import { wrapIndex } from '@site/shared/motion/wrap-index';

/** The selected image of each product, by slug (SPEC §4: per-product selected image). */
export type ImageSelection = Readonly<Record<string, number>>;

export function selectedImage(selection: ImageSelection, slug: string, imageCount: number): number {
  const index = selection[slug] ?? 0;
  return index < imageCount ? index : 0;
}

export function selectImage(selection: ImageSelection, slug: string, index: number): ImageSelection {
  return selection[slug] === index ? selection : { ...selection, [slug]: index };
}

/** Arrows cycle through a product's images and need at least two. */
export function stepImage(selection: ImageSelection, slug: string, imageCount: number, step: 1 | -1): ImageSelection {
  if (imageCount < 2) return selection;
  return selectImage(selection, slug, wrapIndex(selectedImage(selection, slug, imageCount) + step, imageCount));
}
