// @ts-check
import { topologyFor } from '../../shared/src/config/topology.mjs';
import { originNamer, sumBytes } from './first-load.mjs';
import { benchmarkIndexText, jsFilesByUrl, lighthouseCells, machineText, renderLongTasks, renderMissingPoints, renderReport } from './report.mjs';

const originOf = originNamer(topologyFor(8080).ports);

/**
 * The report's run details, as a bench run on this machine gives them, with what a test sets itself.
 * @param {Partial<Parameters<typeof renderReport>[1]>} overrides
 */
const reportMeta = (overrides) => ({
  date: '2026-01-01T00:00:00.000Z',
  runs: 1,
  chromium: '140.0',
  lighthouseVersion: '12.8.2',
  nodeVersion: 'v20.0.0',
  baseUrl: 'http://localhost:8080',
  originOf,
  servers: 'started by bench',
  missing: [],
  api: [],
  typing: null,
  throughput: null,
  largeBlog: null,
  largeBlogError: null,
  images: null,
  leads: null,
  leadsError: null,
  ...overrides,
});

/** @type {import('./lighthouse.mjs').LighthouseFigures} */
const good = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1234.4, tbtMs: 20, cls: 0.0104, benchmarkIndex: 1420 };

/** @param {Partial<import('./lighthouse.mjs').LighthouseFigures>} figures @returns {import('./lighthouse.mjs').LighthouseResult} */
const lighthouse = (figures) => ({ median: { ...good, ...figures }, runs: [{ ...good, ...figures }], warnings: [], errors: [], longTasks: [[]], pointsLost: [{}] });

describe('budgets', () => {
  it('marks what misses ARCHITECTURE.md §8 elsewhere, with the runs\' benchmarkIndex beside the figures', () => {
    expect(lighthouseCells(lighthouse({}), 'mobile', '/podcast')).toEqual(['98', '100', '100', '100', '1234', '20', '0.010', '1420']);
    expect(lighthouseCells(lighthouse({ performance: 89, seo: 92, cls: 0.02, lcpMs: 4000 }), 'mobile', '/podcast')).toEqual(
      ['89 ✗', '100', '100', '92 ✗', '4000', '20', '0.020 ✗', '1420'],
    );
    expect(lighthouseCells(lighthouse({ performance: 90 }), 'mobile', '/podcast')[0]).toBe('90');
    // Desktop's performance budget is 98.
    expect(lighthouseCells(lighthouse({ performance: 97 }), 'desktop', '/podcast')[0]).toBe('97 ✗');
    expect(lighthouseCells(lighthouse({}), 'desktop', '/podcast')[0]).toBe('98');
    expect(lighthouseCells(undefined, 'desktop', '/podcast')).toEqual(['–', '–', '–', '–', '–', '–', '–', '–']);
  });

  it('holds the main routes to issue 30\'s targets: mobile ≥ 97, LCP ≤ 2 s, TBT ≤ 100 ms, CLS 0, desktop 100', () => {
    expect(lighthouseCells(lighthouse({ cls: 0 }), 'mobile', '/')).toEqual(['98', '100', '100', '100', '1234', '20', '0.000', '1420']);
    expect(lighthouseCells(lighthouse({ performance: 96, lcpMs: 2100, tbtMs: 120 }), 'mobile', '/blog')).toEqual(
      ['96 ✗', '100', '100', '100', '2100 ✗', '120 ✗', '0.010 ✗', '1420'],
    );
    expect(lighthouseCells(lighthouse({ performance: 99, lcpMs: 2100, tbtMs: 120, cls: 0 }), 'desktop', '/contacto')).toEqual(
      ['99 ✗', '100', '100', '100', '2100', '120', '0.000', '1420'],
    );
  });
});

describe('benchmarkIndex', () => {
  it('gives the runs\' median, and their range when they differ', () => {
    expect(benchmarkIndexText([])).toBe('–');
    expect(benchmarkIndexText([1420.4, null])).toBe('1420');
    expect(benchmarkIndexText([1460, 1380.2, 1420])).toBe('1420 (1380–1460)');
  });

  it('says in the header whether the runs were on the project\'s machine kind', () => {
    /** @param {number[]} indexes @returns {import('./report.mjs').RouteResult} */
    const route = (indexes) => ({
      route: { path: '/', label: 'Inicio' },
      firstLoad: null,
      firstLoadError: null,
      timing: null,
      lighthouse: { mobile: { ...lighthouse({}), runs: indexes.map((benchmarkIndex) => ({ ...good, benchmarkIndex })) } },
    });
    expect(machineText([route([1400, 1450])])).toBe("benchmarkIndex 1425 (1400–1450) over 2 Lighthouse runs (the project's machine kind: 1300–1500).");
    expect(machineText([route([900])])).toBe(
      "benchmarkIndex 900 over 1 Lighthouse run (the project's machine kind: 1300–1500; **outside it: these Lighthouse figures do not count**).",
    );
    expect(machineText([])).toBe("benchmarkIndex: not measured (the project's machine kind: 1300–1500).");
  });
});

describe('renderMissingPoints', () => {
  it('says, for a main route under 97 on mobile, what each metric cost in the run with the median score', () => {
    /** @type {import('./lighthouse.mjs').LighthouseResult} */
    const mobile = {
      ...lighthouse({ performance: 88 }),
      runs: [{ ...good, performance: 80 }, { ...good, performance: 88, benchmarkIndex: 1390 }, { ...good, performance: 93 }],
      pointsLost: [{ TBT: 12 }, { TBT: 6.2, LCP: 3.4, FCP: 0.3, CLS: 0 }, { TBT: 4 }],
    };
    /** @param {string} path @param {import('./lighthouse.mjs').LighthouseResult} result @returns {import('./report.mjs').RouteResult} */
    const routeResult = (path, result) => ({ route: { path, label: path }, firstLoad: null, firstLoadError: null, timing: null, lighthouse: { mobile: result } });
    const section = renderMissingPoints([
      routeResult('/', mobile),
      routeResult('/blog', lighthouse({ performance: 97 })),
      routeResult('/podcast', mobile),
    ]);
    expect(section).toContain('## Where mobile is under 97: what costs the missing points');
    expect(section).toContain('| `/` | 88 | TBT −6, LCP −3 | 1390 |');
    expect(section).not.toContain('/blog');
    expect(section).not.toContain('/podcast');
    expect(renderMissingPoints([routeResult('/blog', lighthouse({ performance: 97 }))])).toBe('');
  });
});

describe('first load', () => {
  it('names the app that served a URL by its port', () => {
    expect(originOf('http://localhost:8080/assets/main.js')).toBe('shell');
    expect(originOf('http://127.0.0.1:8083/remoteEntry.js')).toBe('catalogue');
    expect(originOf('http://localhost:9999/x.js')).toBe('other');
    expect(originOf('https://fonts.example.com/a.woff2')).toBe('other');
  });

  it('sums bytes by kind and origin', () => {
    /** @param {'js' | 'css' | 'other'} kind @param {string} origin @param {number} encodedBytes */
    const entry = (kind, origin, encodedBytes) =>
      /** @type {import('./first-load.mjs').RequestRecord} */ ({ url: '', origin, resourceType: '', kind, status: 200, contentEncoding: null, encodedBytes, decodedBytes: null, failure: null });
    const entries = [entry('js', 'shell', 100), entry('js', 'marketing', 50), entry('js', 'shell', 10), entry('css', 'shell', 7)];
    expect(sumBytes(entries, 'js')).toEqual({ total: 160, byOrigin: { shell: 110, marketing: 50 } });
    expect(sumBytes(entries, 'css')).toEqual({ total: 7, byOrigin: { shell: 7 } });
  });
});

describe('report', () => {
  /** @type {import('./first-load.mjs').FirstLoad} */
  const firstLoad = {
    requests: 12,
    failedRequests: 0,
    js: { total: 210 * 1024, byOrigin: { shell: 150 * 1024, marketing: 60 * 1024 } },
    css: { total: 0, byOrigin: {} },
    totalBytes: 300 * 1024,
    title: 'Inicio',
    heading: 'Pantallas que venden',
    timing: { ttfbMs: 12, fcpMs: 300, serverMs: null },
    entries: [],
  };
  /** @type {import('./report.mjs').RouteResult[]} */
  const results = [
    {
      route: { path: '/', label: 'Inicio' },
      firstLoad,
      firstLoadError: null,
      timing: { ttfbMs: 12.4, fcpMs: 301.6, serverMs: null },
      lighthouse: { mobile: lighthouse({ performance: 89 }), desktop: lighthouse({ performance: 100 }) },
      packages: [
        { name: 'react-dom', bytes: 62 * 1024, files: ['shell:/assets/main.1.js'] },
        { name: 'remote-marketing', bytes: 20 * 1024, files: ['marketing:/assets/home.2.js', 'marketing:/remoteEntry.js'] },
      ],
    },
    { route: { path: '/blog', label: 'Blog' }, firstLoad: null, firstLoadError: 'timeout', timing: null, lighthouse: {} },
  ];
  const report = renderReport(
    results,
    reportMeta({ api: [{ call: '/api/categories', medianMs: 61.04, p95Ms: 80, kb: 1.25 }], largeBlogError: 'no CMS' }),
  );

  // Each test: what it looks for, and the text the report must hold for it.
  it.each([
    [
      'opens with the versions and where it measured',
      [
        'Lighthouse 12.8.2 (median of 1 run), Chromium 140.0, Node v20.0.0, servers started by bench at http://localhost:8080. ' +
          "benchmarkIndex 1420 over 2 Lighthouse runs (the project's machine kind: 1300–1500).",
      ],
    ],
    [
      'has one row per route, each route\'s JS budget beside it, budgets marked',
      [
        '| Route | JS KB gz | JS budget | CSS KB gz | Requests | TTFB | FCP | M perf |',
        '| M CLS | M bmi | D perf |',
        '| Inicio `/` | 210.0 ✗ | 200 | 0.0 | 12 | 12 | 302 | 89 ✗ | 100 | 100 | 100 | 1234 | 20 | 0.010 ✗ | 1420 | 100 | 100 |',
        '| Blog `/blog` | error | 210 | error | error | – | – | – | – |',
      ],
    ],
    [
      'splits each route\'s first-load JS by package, with the files each arrived in',
      [
        '| `/` | react-dom | 62.0 | `shell:/assets/main.1.js` |',
        '| `/` | remote-marketing | 20.0 | `marketing:/assets/home.2.js` `marketing:/remoteEntry.js` |',
      ],
    ],
    [
      'splits the first load by origin and lists the CMS calls against their target',
      [
        '| `/` | 150.0 | 60.0 (marketing 60.0) | 0.0 | 300.0 | 0 | Pantallas que venden |',
        '| `/blog` | error |  |  |  |  | timeout |',
        '| `/api/categories` | 61.0 ✗ | 80.0 | 1.3 |',
      ],
    ],
    ['says why a section was not measured, and lists the errors', ['## A large blog\n\nNot measured: no CMS\n', '- `/blog` first load: timeout']],
  ])('%s', (_name, texts) => {
    for (const text of texts) expect(report).toContain(text);
  });

  it('lists the longest tasks of the run with the median TBT, by the app that served them', () => {
    /** @type {import('./report.mjs').RouteResult} */
    const home = {
      .../** @type {import('./report.mjs').RouteResult} */ (results[0]),
      lighthouse: {
        mobile: {
          ...lighthouse({}),
          longTasks: [[{ durationMs: 180.2, startTimeMs: 1200, url: 'http://localhost:8081/assets/home.js' }]],
        },
      },
    };
    const section = renderLongTasks([home], originOf);
    expect(section).toContain('| `/` | 1 | 180 | 1200 | marketing /assets/home.js |');
  });
});

it('lists a prefetched file once, with the bytes that crossed the wire and its size once decoded', () => {
  /** @param {string} url @param {string} kind @param {number} encodedBytes @param {number | null} decodedBytes */
  const entry = (url, kind, encodedBytes, decodedBytes) => ({ url, kind, encodedBytes, decodedBytes });
  expect(
    jsFilesByUrl([
      entry('http://localhost:8081/remoteEntry.js', 'js', 16_600, null),
      entry('http://localhost:8080/assets/main.js', 'js', 180_000, 590_000),
      entry('http://localhost:8080/assets/site.css', 'css', 500, 2_000),
      entry('http://localhost:8081/remoteEntry.js', 'js', 0, 60_500),
    ]),
  ).toEqual([entry('http://localhost:8081/remoteEntry.js', 'js', 16_600, 60_500), entry('http://localhost:8080/assets/main.js', 'js', 180_000, 590_000)]);
});

it('shows what the scripts cost, the documents, the blocking during load and the interactions when they were measured', () => {
  /** @type {import('./report.mjs').RouteResult[]} */
  const results = [
    {
      route: { path: '/', label: 'Inicio' },
      firstLoad: null,
      firstLoadError: null,
      timing: null,
      lighthouse: { mobile: lighthouse({ performance: 91 }) },
      withoutScripts: { mobile: lighthouse({ performance: 100 }) },
      document: { rawBytes: 138 * 1024, transferBytes: 24 * 1024, encoding: 'gzip', inlineStyleBytes: 56 * 1024, styleElements: 1, inlineScriptBytes: 1024 },
    },
    { route: { path: '/podcast', label: 'Podcast' }, firstLoad: null, firstLoadError: null, timing: null, lighthouse: {}, documentError: 'timeout' },
  ];
  const report = renderReport(
    results,
    reportMeta({
      interactions: { cpuSlowdown: 4, interactions: [{ label: 'Keystroke', path: '/productos', viewportWidth: 390, samples: [{ performed: 1, durations: [160] }], errors: [] }] },
      blocking: {
        cpuSlowdown: 4,
        quietMs: 2000,
        quietTimeoutMs: 20_000,
        routes: [{ path: '/', samples: [{ blockedMs: 630, longTasks: 7, longestMs: 240, hydratedAtMs: 3100, untilMs: 3400, quiet: true, tasks: [] }], errors: [] }],
      },
    }),
  );
  expect(report).toContain('| `/` | with − without | −9 ✗ | 0 | 0 | 0.000 |  |');
  expect(report).toContain('| `/` | 138.0 ✗ | 90 | 24.0 | 56.0 (1) | 1.0 |');
  expect(report).toContain('| `/podcast` | error |  |  |  | timeout |');
  expect(report).toContain('| Keystroke | `/productos` | 390 px | 1 | 1 / 1 | 160 ✗ | 160 ✗ | – |');
  // Lighthouse's mobile TBT of the route beside the blocked time.
  expect(report).toContain('| `/` | 1 | 630 ✗ | 630 | ≤ 250 | 7 | 240 / 240 | 3100 | 3400 | 20 |');
});
