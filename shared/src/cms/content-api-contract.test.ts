import { runCmsQuery } from './cms-api';
import * as queries from './cms-queries';
import { checkContentApiTarget } from './content-api-contract';
import { okResponse, stubbedCmsClient } from '../../../jest/test-cms-client';

describe('checkContentApiTarget', () => {
  it.each([
    ['/api/articles', 'api'],
    ['/api/articles?populate=*', 'api'],
    ['/api/articles?populate=%2A', 'api'],
    ['/api/categories', 'api'],
    ['/api/cases?filters%5Bid%5D%5B%24eq%5D=12&populate=*', 'api'],
    ['/api/cases?filters[id][$eq]=7', 'api'],
    ['/api/materiales?populate=*', 'api'],
    ['/api/product-categories', 'api'],
    ['/api/products?populate=*', 'api'],
    ['/api/team-members?populate=*', 'api'],
    ['/api/clients?populate=*', 'api'],
    ['/api/partners?populate=*', 'api'],
    ['/api/site-setting?populate=*', 'api'],
    ['/api/privacy-policy?populate=sections', 'api'],
    ['/api/products/abcdefghijklmnopqrstuvwx', 'api'],
    ['/api/articles?filters[slug][$eq]=pantallas-led-para-retail&populate=*', 'api'],
    ['/api/products?filters%5Bslug%5D%5B%24eq%5D=totem-lcd-55', 'api'],
    ['/api/articles?fields[0]=title&fields[7]=slug&populate[categories]=true&pagination[page]=84&pagination[pageSize]=12', 'api'],
    ['/api/articles?populate[categories]=true&populate[cover]=true&populate[author][populate][0]=avatar', 'api'],
    ['/api/articles?filters[categories][name][$eq]=Se%C3%B1alizaci%C3%B3n%20digital', 'api'],
    ['/api/articles?filters[featured][$eq]=true&pagination[pageSize]=1', 'api'],
    ['/api/pages?filters[path][$eq]=/servicios/asistente-ia&populate=pagina', 'api'],
    ['/api/pages?filters%5Bpath%5D%5B%24eq%5D=%2F', 'api'],
    ['/api/pages?fields[0]=path&fields[1]=title&populate[seo]=true&populate[menus]=true&pagination[pageSize]=100', 'api'],
    ['/uploads/portada_3f2a9c1b7d.webp', 'media'],
    ['/uploads/small_videowall-portatil-orbis-evento-2_3f2a9c1b7d.webp', 'media'],
    ['/uploads/recorrido_9e8d7c6b5a.webm', 'media'],
    ['/uploads/guia-retail_1a2b3c4d5e.pdf', 'media'],
  ])('forwards %s', (target, kind) => {
    expect(checkContentApiTarget(target)).toMatchObject({ ok: true, kind });
  });

  it.each([
    ['/api/../admin/users', 400],
    ['/api/%2e%2e/admin/users', 400],
    ['/api/articles/../../admin', 400],
    ['/api//articles', 400],
    ['/api/articles/', 400],
    ['/api\\articles', 400],
    ['/api/articles%2Fx', 400],
    ['/uploads/../config/server.js', 400],
    ['/uploads/./x.webp', 400],
    ['/uploads/%2e%2e/x.webp', 400],
    ['/api/upload/files', 404],
    ['/api/users', 404],
    ['/api/leads', 404],
    ['/api/articles/1', 404],
    ['/api/articles/abcdefghijklmnopqrstuvwx/extra', 404],
    ['/api', 404],
    ['/api/', 400],
    ['/admin/init', 404],
    ['/uploads/sub/x.png', 404],
    ['/uploads/.env', 404],
    ['/uploads', 404],
    ['/media/blog/portada.webp', 404],
    ['/public/uploads/x.png', 404],
    ['/_health', 404],
    ['/api/articles?status=draft', 400],
    ['/api/articles?publicationState=preview', 400],
    ['/api/site-setting/abcdefghijklmnopqrstuvwx', 404],
    ['/api/site-settings', 404],
    ['/api/privacy-policy/abcdefghijklmnopqrstuvwx', 404],
    ['/api/privacy-policies', 404],
    ['/api/privacy-requests', 404],
    ['/api/privacy-policy?populate=section', 400],
    ['/api/privacy-policy?populate[sections]=*', 400],
    ['/api/articles?populate=author', 400],
    ['/api/articles?populate=*&populate=*', 400],
    ['/api/articles?populate[0]=*', 400],
    ['/api/articles?fields=*', 400],
    ['/api/articles?pagination[pageSize]=100000', 400],
    ['/api/cases?filters[id][$eq]=0', 400],
    ['/api/cases?filters[id][$eq]=1%20OR%201', 400],
    ['/api/cases?filters[id][$ne]=1', 400],
    ['/api/articles?filters[slug][$eq]=../x', 400],
    ['/api/articles?filters[slug][$eq]=a%20b', 400],
    ['/api/products?filters[slug][$eq]=t%C3%B3tem', 400],
    ['/api/articles?filters[slug][$eq]=', 400],
    ['/api/articles?filters[slug][$ne]=a', 400],
    ['/api/articles?filters[featured][$eq]=false', 400],
    ['/api/articles?fields[8]=title', 400],
    ['/api/articles?fields[0]=title,content', 400],
    ['/api/articles?fields[0]=createdBy.password', 400],
    ['/api/articles?populate[0]=createdBy[fields]', 400],
    ['/api/articles?populate[author][populate]=*', 400],
    ['/api/articles?populate[author][populate][0]=createdBy', 400],
    ['/api/articles?populate[cover]=*', 400],
    ['/api/articles?populate[createdBy]=true', 400],
    ['/api/articles?populate[0]=categories', 400],
    ['/api/articles?pagination[pageSize]=101', 400],
    ['/api/articles?pagination[page]=0', 400],
    ['/api/articles?pagination[limit]=5', 400],
    ['/api/articles?filters[categories][name][$eq]=a%0Ab', 400],
    ['/api/articles?filters[categories][name][$contains]=a', 400],
    ['/api/articles?populate=%E0%A4%A', 400],
    ['/api/articles?%zz=1', 400],
    ['/api/articles?locale=en', 400],
    ['/uploads/portada_3f2a9c1b7d.webp?download=1', 400],
    ['/api/pages?filters[path][$eq]=servicios', 400],
    ['/api/pages?filters[path][$eq]=/servicios/', 400],
    ['/api/pages?filters[path][$eq]=//evil.example', 400],
    ['/api/pages?filters[path][$eq]=/../admin', 400],
    ['/api/pages?filters[path][$eq]=/a%20b', 400],
    ['/api/pages?filters[path][$eq]=/a%3Fx=1', 400],
    [`/api/pages?filters[path][$eq]=/${'a'.repeat(200)}`, 400],
    ['/api/pages?filters[path][$contains]=/', 400],
    ['/api/pages?populate[blocks]=*', 400],
    ['/api/pages?populate[blocks][on][blocks.hero-image][populate][image]=true', 400],
    ['/api/pages?populate=paginas', 400],
    ['/api/pages?populate[seo][populate][socialImage][populate]=*', 400],
    ['/api/pages?populate[menus]=*', 400],
    ['/api/pages/abcdefghijklmnopqrstuvwx/blocks', 404],
  ])('refuses %s with %d', (target, status) => {
    expect(checkContentApiTarget(target)).toMatchObject({ ok: false, status });
  });

  it('hands back the parsed query, not the raw target', () => {
    expect(checkContentApiTarget('/api/cases?filters%5Bid%5D%5B%24eq%5D=12&populate=%2A')).toEqual({
      ok: true,
      kind: 'api',
      path: '/api/cases',
      query: [
        ['filters[id][$eq]', '12'],
        ['populate', '*'],
      ],
    });
  });
});

describe('the data layer and the contract', () => {
  const cms = stubbedCmsClient();

  it('sends only requests the site’s server forwards', async () => {
    const targets: string[] = [];
    cms.stub(async (config) => {
      targets.push(cms.client.getUri(config));
      return okResponse(config, { data: [] });
    });
    await Promise.all(
      [
        queries.articlesPageQuery(1),
        queries.articlesPageQuery(3, 'Señalización digital'),
        queries.featuredArticleQuery,
        queries.articleBySlugQuery('pantallas-led-para-retail'),
        queries.categoriesQuery,
        queries.casesQuery,
        queries.caseByIdQuery(42),
        queries.materialsQuery,
        queries.productCategoriesQuery,
        queries.productsQuery,
        queries.teamMembersQuery,
        queries.pageByPathQuery('/'),
        queries.pageByPathQuery('/servicios/asistente-ia'),
        queries.pagesIndexQuery,
        queries.siteSettingsQuery,
        queries.privacyPolicyQuery,
      ].map((query) => runCmsQuery<unknown>(query)),
    );
    expect(targets).toHaveLength(16);
    for (const target of targets) {
      expect([target, checkContentApiTarget(target).ok]).toEqual([target, true]);
    }
  });
});
