import type { Material } from '@site/shared/cms';
import { filterMaterials } from './filter-materials';

function material(id: number, title: string, description: string, categories: string[]): Material {
  return { id, title, description, file: null, categories: categories.map((name, i) => ({ id: i, name })) };
}

const materials = [
  material(1, 'Guía de señalización digital', 'Para retail', ['Retail']),
  material(2, 'Brief: medición de audiencia', 'Métricas en el PUNTO de venta', ['Experiencia al Cliente', 'Retail']),
  material(3, 'Checklist de migración', 'Nube sin detener la operación', ['Corporativo']),
];
const ids = (list: Material[]) => list.map((m) => m.id);

describe('filterMaterials', () => {
  it.each([
    [null, '', [1, 2, 3]],
    ['Retail', '', [1, 2]],
    ['Experiencia al Cliente', '', [2]],
    ['Salud', '', []],
    [null, 'GUÍA', [1]],
    [null, 'guia de senalizacion', [1]],
    [null, 'punto de venta', [2]],
    [null, '  nube ', [3]],
    ['Retail', 'migración', []],
    ['Retail', 'brief', [2]],
    [null, 'inexistente', []],
  ])('category %s and search %j give %j', (category, search, expected) => {
    expect(ids(filterMaterials(materials, category, search))).toEqual(expected);
  });
});
