/** An image whose file did not load (deleted, moved, the CMS down): it failed before or after hydration. */
export const hasFailed = (img: HTMLImageElement): boolean => img.complete && img.naturalWidth === 0;
