import type { Product } from '@site/shared/cms';

export interface ProductSpec {
  label: string;
  value: string;
}

/** Resolución, Brillo, Sistema, Operación: each only when the product has it (SPEC §2.22). */
export function productSpecs(product: Product): ProductSpec[] {
  const specs: Array<[string, string | null]> = [
    ['Resolución', product.resolution],
    ['Brillo', product.glow],
    ['Sistema', product.system],
    ['Operación', product.operation],
  ];
  return specs.flatMap(([label, value]) => (value && value.trim() ? [{ label, value }] : []));
}

/** The grid card shows resolution and brightness only (SPEC §2.22). */
export function cardSpecs(product: Product): ProductSpec[] {
  return productSpecs(product).filter((spec) => spec.label === 'Resolución' || spec.label === 'Brillo');
}
