import { runCmsQuery } from '../../../shared/src/cms/cms-api';
import * as queries from '@site/shared/cms/cms-queries';
import { checkContentApiTarget, cmsAllowlistOf, type CmsAllowlist } from '@site/shared/cms/content-api-contract';
import type { RemoteName } from '@site/shared/federation';
import { publishedPagesOf, type CmsRead, type PublishedPage } from '@site/shared/pages';
import { remotePageRecords } from '../../../jest/remote-page-records';
import { okResponse, stubbedCmsClient } from '../../../jest/test-cms-client';
import { composeCmsAllowlist, SHELL_CMS_READS } from './cms-allowlist';

// What the CMS proxy forwards is composed from the reads the live releases' page records declare
// (`cmsReads`), with the shell's own: each remote's records must cover what its pages' data layer
// sends, and a read no live release declares is refused.

const cms = stubbedCmsClient();

/** The targets the browser's data layer sends for these queries. */
async function targetsOf(list: ReadonlyArray<queries.CmsQuery<unknown>>): Promise<string[]> {
  const targets: string[] = [];
  cms.stub(async (config) => {
    targets.push(cms.client.getUri(config));
    return okResponse(config, { data: [] });
  });
  await Promise.all(list.map((query) => runCmsQuery<unknown>(query)));
  return targets;
}

/** Every query each remote's pages run, in the browser as on the server (their page-data.ts and hooks). */
const queriesOf: Record<RemoteName, Array<queries.CmsQuery<unknown>>> = {
  catalogue: [queries.productsQuery, queries.productCategoriesQuery],
  content: [
    queries.articlesPageQuery(1),
    queries.articlesPageQuery(3, 'Señalización digital'),
    queries.featuredArticleQuery,
    queries.articleBySlugQuery('pantallas-led-para-retail'),
    queries.categoriesQuery,
    queries.casesQuery,
    queries.caseByIdQuery(42),
    queries.materialsQuery,
    queries.privacyPolicyQuery,
  ],
  marketing: [
    queries.pageByPathQuery('/'),
    queries.pageByPathQuery('/servicios/asistente-ia'),
    queries.teamMembersQuery,
    queries.clientLogosQuery,
    queries.partnersQuery,
  ],
  tools: [queries.teamMembersQuery, queries.privacyPolicyQuery],
};

const publishedOf = (remote: RemoteName): PublishedPage[] => publishedPagesOf(remote, remotePageRecords[remote]).pages;
const allowed = (target: string, allowlist: CmsAllowlist): boolean => checkContentApiTarget(target, allowlist).ok;

it.each(Object.keys(queriesOf) as RemoteName[])('remote %s declares every read its pages send, alone', async (remote) => {
  // Its own records only (no shell's reads): the remote ships its reads with its release.
  const allowlist = composeCmsAllowlist([publishedOf(remote)], []);
  const targets = await targetsOf(queriesOf[remote]);
  expect(targets).toHaveLength(queriesOf[remote].length);
  for (const target of targets) expect([target, allowed(target, allowlist)]).toEqual([target, true]);
});

it('allows the shell’s own reads, which it declares itself', async () => {
  const allowlist = composeCmsAllowlist([]);
  for (const target of await targetsOf([queries.siteSettingsQuery, queries.pagesIndexQuery])) expect([target, allowed(target, allowlist)]).toEqual([target, true]);
  expect(SHELL_CMS_READS.map((read) => read.collection)).toEqual(['site-setting', 'pages']);
  expect(allowed('/api/products', allowlist)).toBe(false);
});

describe('composed from two releases', () => {
  const page = (key: string, cmsReads: CmsRead[]): PublishedPage => ({ key, path: `/${key}`, module: `./${key}-page`, sitemap: 'page', cmsReads });
  const stable = [page('ofertas', [{ collection: 'ofertas', params: { populate: ['*'] } }])];
  const canary = [
    page('ofertas', [{ collection: 'ofertas', params: { populate: ['*'], 'filters[slug][$eq]': 'slug' } }]),
    page('eventos', [{ collection: 'eventos', params: { 'pagination[page]': 'page-number' } }]),
  ];

  it('allows what either declares (any live release), the shell’s, and nothing else', () => {
    const allowlist = composeCmsAllowlist([stable, canary]);
    for (const target of ['/api/ofertas?populate=*', '/api/ofertas?filters[slug][$eq]=verano&populate=*', '/api/eventos?pagination[page]=2', '/api/site-setting?populate=*']) {
      expect([target, allowed(target, allowlist)]).toEqual([target, true]);
    }
    for (const target of ['/api/ofertas?populate=deep', '/api/eventos?populate=*', '/api/products', '/api/ofertas?status=draft', '/api/ofertas/abcdefghijklmnopqrstuvwx']) {
      expect([target, allowed(target, allowlist)]).toEqual([target, false]);
    }
  });

  it('forgets a release’s reads once it is no longer live, and takes none from one whose pages could not be read', () => {
    const rolledBack = composeCmsAllowlist([stable, null]);
    expect(allowed('/api/ofertas?populate=*', rolledBack)).toBe(true);
    expect(allowed('/api/eventos', rolledBack)).toBe(false);
    expect(allowed('/api/ofertas?filters[slug][$eq]=verano', rolledBack)).toBe(false);
  });

  it('matches a request against one read at a time, not the parameters of several mixed', () => {
    const allowlist = cmsAllowlistOf([
      { collection: 'ofertas', params: { 'filters[slug][$eq]': 'slug' } },
      { collection: 'ofertas', params: { 'pagination[pageSize]': 'page-size' } },
    ]);
    expect(allowed('/api/ofertas?filters[slug][$eq]=a', allowlist)).toBe(true);
    expect(allowed('/api/ofertas?filters[slug][$eq]=a&pagination[pageSize]=100', allowlist)).toBe(false);
  });
});
