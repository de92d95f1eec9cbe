import { getCollection } from './cms-client';
import { queryParamsOf, type CmsQuery } from './cms-queries';

/** Runs a query through the site's /api (the browser's way; the server runs queries itself). */
export async function runCmsQuery<T>(query: CmsQuery<T>): Promise<T> {
  const { items, ...meta } = await getCollection(`/${query.collection}`, queryParamsOf(query));
  return query.select(items, meta);
}
