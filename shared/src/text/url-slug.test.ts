import { urlSlug } from './url-slug';

describe('urlSlug', () => {
  it.each([
    ['Salud', 'salud'],
    ['Educación', 'educacion'],
    ['Experiencia al Cliente', 'experiencia-al-cliente'],
    ['  Señalización   Digital ', 'senalizacion-digital'],
    ['Retail & Consumo', 'retail-consumo'],
    ['RR. HH.', 'rr-hh'],
    ['Pingüino 360°', 'pinguino-360'],
    ['todos', 'todos'],
    ['', ''],
  ])('%j → %j', (name, slug) => {
    expect(urlSlug(name)).toBe(slug);
  });

  it('gives a slug that is its own slug', () => {
    for (const name of ['Experiencia al Cliente', 'Educación', 'RR. HH.']) expect(urlSlug(urlSlug(name))).toBe(urlSlug(name));
  });
});
