// @ts-check
// What the benchmark measures and against which targets: the routes, the
// docs/ARCHITECTURE.md §8 budgets, and the switches read from the environment.

/** @typedef {{ path: string, label: string, status?: number }} Route  status: what the page answers when not 200 */

/**
 * The routes measured, in order; the first one also gets its largest JS files
 * listed, so put the home page ('/') first once it exists (§8 budgets it).
 */
export const ROUTES = /** @type {Route[]} */ ([
  { path: '/', label: 'Inicio' },
  { path: '/experiencia-cliente', label: 'Experiencia del cliente' },
  { path: '/productividad', label: 'Productividad' },
  { path: '/servicios/senalizacion-digital', label: 'Señalización digital' },
  { path: '/servicios/gestion-contenidos', label: 'Gestión de contenidos' },
  { path: '/servicios/lift-and-learn', label: 'Lift and learn' },
  { path: '/servicios/medicion-audiencia', label: 'Medición de audiencia' },
  { path: '/servicios/cloud', label: 'Cloud' },
  { path: '/servicios/asistente-ia', label: 'Asistente IA' },
  { path: '/servicios/comunicaciones-internas', label: 'Comunicaciones internas' },
  { path: '/sobre-nosotros', label: 'Sobre nosotros' },
  { path: '/blog', label: 'Blog' },
  { path: '/blog/{article}', label: 'Artículo' },
  { path: '/casos-exito', label: 'Casos de éxito' },
  { path: '/casos-exito/{case}', label: 'Caso de éxito' },
  { path: '/recursos', label: 'Recursos' },
  { path: '/productos', label: 'Catálogo' },
  { path: '/productos?producto={product}', label: 'Producto' },
  { path: '/podcast', label: 'Podcast' },
  { path: '/contacto', label: 'Contacto' },
  { path: '/contacto/exito', label: 'Contacto: éxito' },
  { path: '/sobre-nosotros/firmas', label: 'Firmas' },
  { path: '/pagina-inexistente', label: '404', status: 404 },
]);

/** Lighthouse runs each route as a phone and as a desktop. */
export const FORM_FACTORS = /** @type {const} */ (['mobile', 'desktop']);
/** @typedef {typeof FORM_FACTORS[number]} FormFactor */

/** Longest main-thread tasks kept per Lighthouse run. */
export const LONG_TASKS = 5;

/** Routes whose longest main-thread tasks are listed. */
export const LONG_TASK_ROUTES = ['/', '/blog', '/productos', '/servicios/senalizacion-digital', '/contacto'];

/** Routes whose main thread blocked during load is measured (blocking.mjs) when BENCH_ROUTES names none. */
export const BLOCKING_ROUTES = ['/', '/blog', '/productos'];

/**
 * The routes of the blocking section: those BENCH_ROUTES names, or else BLOCKING_ROUTES (each load
 * takes seconds at 4×: every route of the site, BENCH_RUNS times, would be most of a run).
 * @param {string | undefined} benchRoutes BENCH_ROUTES as parsed @param {Route[]} routes the bench's, resolved
 * @returns {string[]} paths
 */
export function blockingPathsOf(benchRoutes, routes) {
  const named = benchRoutes !== undefined && benchRoutes.trim() !== '';
  return routes.map((route) => route.path).filter((path) => named || BLOCKING_ROUTES.includes(path));
}

/** docs/ARCHITECTURE.md §8 targets. */
export const BUDGETS = {
  mobilePerformance: 90,
  desktopPerformance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Strictly below. */
  cls: 0.02,
};

/** Below this mobile score (the main routes' target, budgets.mjs), the report says which metrics cost a main route its missing points. */
export const EXPLAIN_MOBILE_BELOW = 97;

/**
 * Lighthouse's `benchmarkIndex` on the project's machine kind (docs/ARCHITECTURE.md §8): the
 * figures that count are taken there, and the report prints the index beside them.
 */
export const MACHINE_KIND_BENCHMARK_INDEX = { min: 1300, max: 1500 };

/** @typedef {import('../lib/script-config.mjs').ScriptEnv<'bench'>} BenchEnv */

/**
 * BENCH_ROUTES (comma-separated paths), default every route; an unknown path is measured under its own name.
 * @param {string | undefined} raw BENCH_ROUTES as parsed @returns {Route[]}
 */
export function routesOf(raw) {
  if (raw === undefined || raw.trim() === '') return ROUTES;
  return raw
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map((p) => {
      const routePath = p.startsWith('/') ? p : `/${p}`;
      return ROUTES.find((route) => route.path === routePath) ?? { path: routePath, label: routePath };
    });
}

/**
 * The sections on and off, from their switches as parsed (each on unless its variable is '0').
 * @param {Pick<BenchEnv, 'BENCH_IMAGES' | 'BENCH_TYPING' | 'BENCH_THROUGHPUT' | 'BENCH_LARGE_BLOG' | 'BENCH_LEADS' | 'BENCH_ONE_BUNDLE' | 'BENCH_PRODUCTION' | 'BENCH_NO_SCRIPTS' | 'BENCH_NO_SCRIPTS_DESKTOP' | 'BENCH_INTERACTIONS' | 'BENCH_BLOCKING'>} env
 */
export function sectionsOf(env) {
  return {
    images: env.BENCH_IMAGES,
    typing: env.BENCH_TYPING,
    throughput: env.BENCH_THROUGHPUT,
    largeBlog: env.BENCH_LARGE_BLOG,
    leads: env.BENCH_LEADS,
    oneBundle: env.BENCH_ONE_BUNDLE,
    production: env.BENCH_PRODUCTION,
    withoutScripts: env.BENCH_NO_SCRIPTS,
    /** Desktop without scripts too (Lighthouse desktop scores sit near 100 either way: off unless asked). */
    withoutScriptsDesktop: env.BENCH_NO_SCRIPTS && env.BENCH_NO_SCRIPTS_DESKTOP,
    interactions: env.BENCH_INTERACTIONS,
    blocking: env.BENCH_BLOCKING,
  };
}

/**
 * Fills '{article}', '{case}' and '{product}' in with the first article's slug, the first
 * case's id and the first product's slug, as the CMS behind the site has them.
 * @param {string} baseUrl the site's shell
 * @param {Route[]} routes
 * @returns {Promise<Route[]>}
 */
export async function resolveRoutes(baseUrl, routes) {
  /** @param {string} apiPath @param {string} field */
  const first = async (apiPath, field) => {
    const body = /** @type {{ data?: Array<Record<string, unknown>> }} */ (
      await (await fetch(baseUrl + apiPath, { signal: AbortSignal.timeout(30_000) })).json()
    );
    const value = body.data?.[0]?.[field];
    if (value === undefined) throw new Error(`${apiPath} answered no items: is the CMS up and seeded?`);
    return String(value);
  };
  const resolved = [];
  for (const route of routes) {
    let routePath = route.path;
    if (routePath.includes('{article}')) routePath = routePath.replace('{article}', await first('/api/articles', 'slug'));
    if (routePath.includes('{case}')) routePath = routePath.replace('{case}', await first('/api/cases', 'id'));
    if (routePath.includes('{product}')) routePath = routePath.replace('{product}', await first('/api/products', 'slug'));
    resolved.push({ ...route, path: routePath });
  }
  return resolved;
}
