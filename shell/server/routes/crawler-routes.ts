import { Router } from 'express';
import type { CmsReader } from '../cms-reader';
import { sendError } from '../error-responses';
import { robotsTxt, sitemapEntries, sitemapXml } from '../sitemap';

/** `/robots.txt` and `/sitemap.xml`: what crawlers read before the pages. */
export function crawlerRoutes(cms: CmsReader): Router {
  const router = Router();
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(robotsTxt());
  });

  router.get('/sitemap.xml', async (req, res, next) => {
    try {
      const xml = sitemapXml(await sitemapEntries(cms));
      res.type('application/xml').setHeader('Cache-Control', 'public, max-age=300');
      res.send(xml);
    } catch (error) {
      // Half a sitemap would tell crawlers the other half is gone: better none for now.
      if (error instanceof Error && error.name === 'CmsUnavailableError') {
        res.setHeader('Retry-After', '60');
        sendError(req, res, 503, 'El mapa del sitio no está disponible en este momento.');
        return;
      }
      next(error);
    }
  });
  return router;
}
