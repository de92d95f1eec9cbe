import type { CmsRead, CmsValueShape } from '@site/shared/cms/content-api-contract';
import { isCmsSingleType } from '@site/shared/cms/content-api-contract';
import type { PublishedPage } from '@site/shared/pages';

export interface CmsReadProbeOptions {
  cmsOrigin: URL;
  /** The site's read token (CMS_API_TOKEN): the one the proxy sends with every read. */
  token: string | undefined;
  timeoutMs: number;
}

/** A value of each shape the CMS must accept, to try a parameter declared by its shape. */
const SAMPLE_VALUES = {
  slug: 'muestra',
  id: '1',
  'page-number': '1',
  'page-size': '1',
  'page-path': '/',
  text: 'muestra',
} as const satisfies Record<CmsValueShape, string>;

/** Each probe: a collection alone, then with each declared parameter and value, one at a time. */
function probesOf(read: CmsRead): Array<Record<string, string>> {
  const probes: Array<Record<string, string>> = [{}];
  for (const [name, values] of Object.entries(read.params ?? {})) {
    for (const value of typeof values === 'string' ? [SAMPLE_VALUES[values]] : values) probes.push({ [name]: value });
  }
  return probes;
}

const describeQuery = (query: Record<string, string>): string => {
  const text = new URLSearchParams(query).toString();
  return text === '' ? '' : `?${decodeURIComponent(text)}`;
};

/** Why the answer to one probe says the token cannot serve the read, or null. */
function refusalOf(collection: string, query: Record<string, string>, status: number): string | null {
  const target = `/api/${collection}${describeQuery(query)}`;
  if (status === 401 || status === 403) {
    return `el token de lectura del CMS (CMS_API_TOKEN) no puede leer ${collection} (${target}: HTTP ${status}); dale permiso de lectura en el CMS (cms/src/bootstrap/api-token.js)`;
  }
  // A single type with nothing published answers 404 too: an answer (none), as the site's reader takes it.
  if (status === 404 && !(isCmsSingleType(collection) && Object.keys(query).length === 0)) {
    return `el CMS no tiene ${collection} (${target}: HTTP 404)`;
  }
  if (status === 400) return `el CMS no acepta ${target} (HTTP 400): revisa el nombre del parámetro y su valor`;
  if (status >= 500) return `el CMS falló al probar ${target} (HTTP ${status})`;
  return null;
}

/**
 * Whether the CMS's read token can serve every read these pages declare (`cmsReads`): each
 * collection read alone with the token, then with each declared parameter (a shape with a sample
 * value), one at a time, since a page sends them in several combinations. 401 or 403 (the token
 * lacks the permission), 404 (no such collection), 400 (a parameter the CMS refuses) or a failure
 * refuse the read: one Spanish line per page's read, naming the remote and the path; none when all
 * can be served.
 */
export async function unservableReads(remote: string, pages: readonly PublishedPage[], { cmsOrigin, token, timeoutMs }: CmsReadProbeOptions): Promise<string[]> {
  const answers = new Map<string, Promise<string | null>>();
  const probe = (collection: string, query: Record<string, string>): Promise<string | null> => {
    const url = new URL(`/api/${collection}`, cmsOrigin);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    let answer = answers.get(url.href);
    if (!answer) {
      answer = fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: AbortSignal.timeout(timeoutMs) }).then(
        async (response) => {
          await response.body?.cancel();
          return refusalOf(collection, query, response.status);
        },
        (error: unknown) => `no se pudo probar /api/${collection}${describeQuery(query)} en el CMS (${(error as Error).message})`,
      );
      answers.set(url.href, answer);
    }
    return answer;
  };

  const problems = await Promise.all(
    pages.flatMap((page) =>
      (page.cmsReads ?? []).map(async (read) => {
        // The collection alone first: when the token cannot read it, every parameter would say the same.
        const [alone, ...withParams] = probesOf(read);
        const first = await probe(read.collection, alone ?? {});
        const refusals = first ? [first] : (await Promise.all(withParams.map((query) => probe(read.collection, query)))).filter((line) => line !== null);
        return refusals.map((refusal) => `remote ${remote}, ${page.path}: ${refusal}`);
      }),
    ),
  );
  return [...new Set(problems.flat())];
}
