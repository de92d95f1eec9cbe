import { addShares, packageOfSource, shareOut } from './packages.mjs';
import { firstLoadJsBudgetKb } from './budgets.mjs';

describe('packageOfSource', () => {
  it.each([
    ['webpack://shell/../node_modules/react-dom/cjs/react-dom-client.production.js', 'react-dom'],
    ['webpack://marketing/../node_modules/@mui/material/Chip/Chip.mjs', '@mui/material'],
    ['webpack://shell/../node_modules/@mui/utils/node_modules/react-is/cjs/react-is.production.js', '@mui/utils'],
    ['webpack://shell/./src/layout/site-layout.tsx', 'shell'],
    ['webpack://marketing/./src/pages/home/home-page.tsx', 'remote-marketing'],
    ['webpack://shell/../shared/src/ui/card-grid.tsx', 'shared'],
    ['webpack://content/../shared/src/cms/cms-queries.ts', 'shared'],
    ['webpack://shell/webpack/runtime/jsonp_chunk_loading', 'bundler and federation runtime'],
    ['data:text/javascript,import%20__module_federation_bundler_runtime__', 'bundler and federation runtime'],
    ['[unmapped]', 'no source map'],
  ])('%s → %s', (source, name) => {
    expect(packageOfSource(source)).toBe(name);
  });
});

describe('shareOut', () => {
  it('shares a file’s gzip bytes in proportion to each package’s minified bytes', () => {
    expect(shareOut({ a: 300, b: 100 }, 1000)).toEqual({ a: 750, b: 250 });
  });

  it('charges a file without mapped bytes to "no source map"', () => {
    expect(shareOut({}, 500)).toEqual({ 'no source map': 500 });
  });
});

describe('addShares', () => {
  it('sums a package over files and lists the files it arrived in', () => {
    const rows = new Map();
    addShares(rows, 'shell:/assets/main.js', { react: 100, swr: 0.4 });
    addShares(rows, 'marketing:/remoteEntry.js', { react: 20 });
    expect(rows.get('react')).toEqual({ name: 'react', bytes: 120, files: ['shell:/assets/main.js', 'marketing:/remoteEntry.js'] });
    // Under a byte: counted, not listed as a file it arrived in.
    expect(rows.get('swr')?.files).toEqual([]);
  });
});

describe('firstLoadJsBudgetKb', () => {
  it('gives the home page 200 KB, /blog, /productos and the digital-signage service 210, /contacto 235 and any other route 200 KB', () => {
    expect(firstLoadJsBudgetKb('/')).toBe(200);
    expect(firstLoadJsBudgetKb('/blog')).toBe(210);
    expect(firstLoadJsBudgetKb('/contacto')).toBe(235);
    expect(firstLoadJsBudgetKb('/podcast')).toBe(200);
  });
});
