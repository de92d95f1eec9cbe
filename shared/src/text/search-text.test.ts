import { matchesSearch, searchText } from './search-text';

describe('searchText', () => {
  it.each([
    ['  Tótem TÁCTIL ', 'totem tactil'],
    ['Guía de Señalización', 'guia de senalizacion'],
    ['AÑO', 'ano'],
    ['Pingüino', 'pinguino'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(searchText(input)).toBe(expected);
  });
});

describe('matchesSearch', () => {
  it.each([
    ['Tótem táctil Lumina T55', 'totem', true],
    ['Tótem táctil Lumina T55', 'TÓTEM', true],
    ['Tótem táctil Lumina T55', ' lumina ', true],
    ['Tótem táctil Lumina T55', 'kiosco', false],
    ['Diseño de contenidos', 'diseno', true],
    ['Diseño de contenidos', 'DISEÑO', true],
    ['Cualquier texto', '   ', true],
  ])('%j contains %j: %s', (text, query, expected) => {
    expect(matchesSearch(text, query)).toBe(expected);
  });
});
