import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** How a read of the CMS was answered: by Strapi (or a fresh kept answer), by an older answer while Strapi fails, or not at all. */
export type CmsReadOutcome = 'fresh' | 'stale' | 'failed';
/** A page from the page cache: young enough, served while a new one renders, or rendered now. */
export type PageCacheResult = 'fresh' | 'stale' | 'miss';

/** What the outbox holds: jobs waiting, and how long the oldest has waited. */
export interface OutboxState {
  jobs: number;
  oldestAgeSeconds: number;
}

/** The shell server's figures for Prometheus. Labels are bounded: routes are patterns, never URLs. */
export interface SiteMetrics {
  readonly registry: Registry;
  request(route: string, method: string, status: number, seconds: number): void;
  render(seconds: number): void;
  pageCache(result: PageCacheResult): void;
  cmsRead(outcome: CmsReadOutcome): void;
  leadAccepted(outcome: 'stored' | 'queued'): void;
  /** A page of a remote release rendered, ok or failed (the release health the canaries are judged by). */
  remotePage(remote: string, release: string, ok: boolean): void;
  /** Shows the leads' outbox (read when Prometheus scrapes, not on every lead). */
  watchOutbox(outbox: () => Promise<OutboxState>): void;
}

/** Seconds: a page rendered from the cache is a few ms; a cold render through federation up to a few seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * One registry per shell app, with Node's own process figures (CPU, memory, event-loop lag, GC)
 * as `prom-client` collects them, and the site's under `site_`.
 */
export function createSiteMetrics(): SiteMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // Every figure is registered in this app's registry only (tests build several apps in one process).
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Counter({ name, help, labelNames, registers: [registry] });
  const histogram = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Histogram({ name, help, labelNames, buckets: LATENCY_BUCKETS, registers: [registry] });
  const requests = counter('site_http_requests_total', 'Solicitudes HTTP respondidas, por ruta, método y estado.', ['route', 'method', 'status']);
  const requestSeconds = histogram('site_http_request_duration_seconds', 'Tiempo hasta terminar la respuesta, por ruta.', ['route']);
  const renderSeconds = histogram('site_page_render_seconds', 'Tiempo de renderizar una página en el servidor (sin caché).', []);
  const pageCache = counter('site_page_cache_lookups_total', 'Páginas pedidas a la caché de páginas, por resultado (fresh, stale, miss).', ['result']);
  const cmsReads = counter('site_cms_reads_total', 'Lecturas del CMS hechas por el servidor, por resultado (fresh, stale, failed).', ['outcome']);
  const leads = counter('site_leads_accepted_total', 'Contactos aceptados: guardados en el CMS o en la bandeja de salida.', ['outcome']);
  const remotePages = counter(
    'site_remote_pages_total',
    'Páginas de cada versión de un remoto renderizadas, por resultado (ok, failed).',
    ['remote', 'release', 'outcome'],
  );
  return {
    registry,
    request(route, method, status, seconds) {
      requests.inc({ route, method, status: String(status) });
      requestSeconds.observe({ route }, seconds);
    },
    render: (seconds) => renderSeconds.observe(seconds),
    pageCache: (result) => pageCache.inc({ result }),
    cmsRead: (outcome) => cmsReads.inc({ outcome }),
    leadAccepted: (outcome) => leads.inc({ outcome }),
    remotePage: (remote, release, ok) => remotePages.inc({ remote, release, outcome: ok ? 'ok' : 'failed' }),
    watchOutbox(outbox) {
      // Read from disk when Prometheus scrapes, not on every lead.
      let lastOutbox: Promise<OutboxState> | null = null;
      const outboxNow = () => (lastOutbox ??= outbox().finally(() => setImmediate(() => (lastOutbox = null))));
      const outboxGauge = (name: string, help: string, figure: (state: OutboxState) => number) =>
        new Gauge({
          name,
          help,
          registers: [registry],
          async collect() {
            this.set(figure(await outboxNow()));
          },
        });
      outboxGauge('site_leads_outbox_jobs', 'Trabajos de contacto (guardar, avisar) esperando en la bandeja de salida.', (state) => state.jobs);
      outboxGauge(
        'site_leads_outbox_oldest_age_seconds',
        'Cuánto lleva esperando el trabajo más antiguo de la bandeja de salida (0 si está vacía).',
        (state) => state.oldestAgeSeconds,
      );
    },
  };
}
