import { wrapIndex } from './wrap-index';

describe('wrapIndex', () => {
  it('keeps indexes inside the list', () => {
    expect(wrapIndex(0, 5)).toBe(0);
    expect(wrapIndex(3, 5)).toBe(3);
  });

  it('goes from after the last to the first, and from before the first to the last', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
  });

  it('handles steps of more than one lap', () => {
    expect(wrapIndex(12, 5)).toBe(2);
    expect(wrapIndex(-7, 5)).toBe(3);
  });

  it('answers 0 for an empty list or a nonsense index', () => {
    expect(wrapIndex(3, 0)).toBe(0);
    expect(wrapIndex(Number.NaN, 4)).toBe(0);
  });
});
