/** Intrinsic size of the catalogue's product images (4:3): reserves their space before they load. */
export const PRODUCT_IMAGE = { width: 1000, height: 750 } as const;
