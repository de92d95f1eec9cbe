import { classesOffFirstScreenOnly, offFirstScreenRanges } from './first-screen';

const page =
  '<body><header class="css-barra"><nav class="css-menu"><div class="css-panel" data-off-first-screen="closed"><a class="css-entrada">Blog</a></div></nav></header>' +
  '<main><section class="css-portada css-titulo">Portada</section>' +
  '<div class="MuiBox-root css-banda" data-off-first-screen=""><div class="css-tarjeta"><div class="css-titulo">Más abajo</div></div><p class="css-nota"></p></div>' +
  '<div class="css-entre">Entre bandas</div>' +
  '</main><footer class="css-pie" data-off-first-screen=""><div class="css-columna"></div></footer></body>';

describe('offFirstScreenRanges', () => {
  it('spans each marked element to the close tag that balances it, nested ones included', () => {
    const ranges = offFirstScreenRanges(page);
    expect(ranges.map(([start, end]) => page.slice(start, end))).toEqual([
      '<div class="css-panel" data-off-first-screen="closed"><a class="css-entrada">Blog</a></div>',
      '<div class="MuiBox-root css-banda" data-off-first-screen=""><div class="css-tarjeta"><div class="css-titulo">Más abajo</div></div><p class="css-nota"></p></div>',
      '<footer class="css-pie" data-off-first-screen=""><div class="css-columna"></div></footer>',
    ]);
  });
});

describe('classesOffFirstScreenOnly', () => {
  it('names the classes used only inside marked elements, not those the first screen uses too', () => {
    expect([...classesOffFirstScreenOnly(page, 'css')].sort()).toEqual(['banda', 'columna', 'entrada', 'nota', 'panel', 'pie', 'tarjeta']);
  });

  it('names none on a page without marked elements', () => {
    expect(classesOffFirstScreenOnly('<body><div class="css-a"></div></body>', 'css').size).toBe(0);
  });
});
