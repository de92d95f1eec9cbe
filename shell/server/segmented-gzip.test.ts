import zlib from 'node:zlib';
import { segmentedGzip } from './segmented-gzip';

describe('segmentedGzip', () => {
  const hole = 'Q2xhdmUtZGUtcHJ1ZWJh';
  const page = `<!DOCTYPE html><html><head><script nonce="${hole}">ok()</script><style nonce="${hole}">a{color:red}</style></head><body>${'<p>Señalización digital</p>'.repeat(500)}</body></html>`;

  it('decompresses to the text with each response’s filler in every hole', () => {
    const gzip = segmentedGzip(page, hole, 24);
    for (const nonce of ['abc123+/=abc123+/=abc123', 'otro-nonce-distinto-24by']) {
      expect(zlib.gunzipSync(gzip.fill(nonce)).toString('utf8')).toBe(page.split(hole).join(nonce));
    }
  });

  it('handles a text with no hole, or a hole at either end', () => {
    for (const text of ['sin huecos', `${hole}al inicio`, `al final${hole}`, `${hole}${hole}`, '']) {
      expect(zlib.gunzipSync(segmentedGzip(text, hole, 1).fill('N')).toString('utf8')).toBe(text.split(hole).join('N'));
    }
  });

  it('compresses about as well as gzip of the whole page (a few bytes per hole more)', () => {
    const whole = zlib.gzipSync(page.split(hole).join('x'.repeat(24))).length;
    expect(segmentedGzip(page, hole, 24).fill('x'.repeat(24)).length).toBeLessThan(whole + 2 * 40);
  });

  it('never lets a piece refer into a hole, whose bytes differ per response', () => {
    // Text right after each hole repeats the start of the placeholder-sized filler.
    const text = `a="${hole}"b="abcdefgh"c="${hole}"d="abcdefghabcdefgh"`;
    const gzip = segmentedGzip(text, hole, 8);
    expect(zlib.gunzipSync(gzip.fill('abcdefgh')).toString()).toBe(text.split(hole).join('abcdefgh'));
    expect(zlib.gunzipSync(gzip.fill('zzzzzzzz')).toString()).toBe(text.split(hole).join('zzzzzzzz'));
  });

  it('refuses a filler of another length', () => {
    expect(() => segmentedGzip(page, hole, 24).fill('corto')).toThrow();
  });
});
