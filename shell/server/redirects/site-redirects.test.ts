import pino from 'pino';
import type { CmsPage, CmsReader } from '../cms-reader';
import { CmsUnavailableError } from '../cms-reader';
import { createSiteRedirects } from './site-redirects';

const log = pino({ level: 'silent' });
const redirect = (from: string, to: string) => ({ from, to, permanent: true, external: false });

/** A CMS whose redirects are `list`, read `pageSize` at a time; `down` makes every read fail. */
function cms(list: Array<Record<string, unknown>>) {
  const state = { list, down: false, reads: [] as string[] };
  const reader: CmsReader = {
    async read(collection, query): Promise<CmsPage> {
      state.reads.push(`${collection} ${query['pagination[page]']}`);
      if (state.down) throw new CmsUnavailableError('caído');
      const page = Number(query['pagination[page]']);
      const size = Number(query['pagination[pageSize]']);
      const data = state.list.slice((page - 1) * size, page * size);
      return { data, pageCount: Math.max(1, Math.ceil(state.list.length / size)), total: state.list.length };
    },
  };
  return { state, reader };
}

describe('the editors’ redirects on a server', () => {
  it('reads the whole list at the first page request, every page of it, then answers from memory', async () => {
    const many = Array.from({ length: 230 }, (_, i) => redirect(`/viejo-${i}`, `/nuevo-${i}`));
    const { state, reader } = cms(many);
    const redirects = createSiteRedirects({ reader, freshMs: 60_000, log });
    expect((await redirects.find('/viejo-229', ''))?.location).toBe('/nuevo-229');
    expect(await redirects.find('/viejo-230', '')).toBeNull();
    expect(state.reads).toEqual(['redirects 1', 'redirects 2', 'redirects 3']);
  });

  it('reads again at a purge, and in the background once past fresh', async () => {
    let clock = 0;
    const { state, reader } = cms([redirect('/a', '/b')]);
    const redirects = createSiteRedirects({ reader, freshMs: 15_000, log, now: () => clock });
    expect((await redirects.find('/a', ''))?.location).toBe('/b');

    state.list = [redirect('/a', '/c')];
    redirects.reload();
    await redirects.settled();
    expect((await redirects.find('/a', ''))?.location).toBe('/c');

    state.list = [];
    clock = 14_999;
    expect((await redirects.find('/a', ''))?.location).toBe('/c');
    await redirects.settled();
    expect(state.reads).toHaveLength(2);
    clock = 15_000;
    // Answered from what it holds while it reads again.
    expect((await redirects.find('/a', ''))?.location).toBe('/c');
    await redirects.settled();
    expect(await redirects.find('/a', '')).toBeNull();
  });

  it('keeps the last list while the CMS fails, retries after a pause, and without any list redirects nothing', async () => {
    let clock = 0;
    const { state, reader } = cms([redirect('/a', '/b')]);
    state.down = true;
    const fresh = createSiteRedirects({ reader, freshMs: 15_000, log, now: () => clock });
    expect(await fresh.find('/a', '')).toBeNull();

    state.down = false;
    const redirects = createSiteRedirects({ reader, freshMs: 15_000, log, now: () => clock });
    await redirects.find('/a', '');
    state.down = true;
    clock = 20_000;
    await redirects.find('/a', '');
    await redirects.settled();
    const reads = state.reads.length;
    clock = 21_000;
    expect((await redirects.find('/a', ''))?.location).toBe('/b');
    await redirects.settled();
    expect(state.reads).toHaveLength(reads);
    clock = 25_000;
    await redirects.find('/a', '');
    await redirects.settled();
    expect(state.reads).toHaveLength(reads + 1);
  });
});
